import { type ReactNode, useState } from 'react';
import { BookingBarSearch } from '../../../src/ui/BookingBar';
import { Drawer } from '../../../src/ui/Drawer';
import { useStyles } from '../../../src/ui/styles';
import css from './search-sheet.css?inline';

export interface SearchSheet {
  /** The search in a line, for the top of the screen (a phone's; hidden from 768 px). */
  button: ReactNode;
  /** The sheet it opens, for the foot of the screen, after the sidebar. */
  sheet: ReactNode;
}

/**
 * The booking bar's top half on a screen with a search (issue 38 §2): the search as one
 * tappable line ("22–24 Dec · 2 adults") that opens the adjust-search in a bottom sheet, focus
 * going into it and back to the line on close. On a phone it takes the place of the
 * sidebar, which sits below the rooms there; from 768 px the sidebar shows and the line hides.
 */
export function useSearchSheet(text: string, form: (close: () => void) => ReactNode): SearchSheet {
  useStyles(css);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    button: (
      <div className="search-sheet__bar">
        <BookingBarSearch text={text} expanded={open} onOpen={() => setOpen(true)} />
      </div>
    ),
    sheet: (
      <Drawer
        open={open}
        onClose={close}
        title="Adjust your search"
        closeLabel="Close the search"
        part="search-sheet"
        placement="bottom"
      >
        {form(close)}
      </Drawer>
    ),
  };
}
