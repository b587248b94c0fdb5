/**
 * Page scroll locking shared by every element that needs it (the quick-book panel, the menus,
 * the overlay). Locks nest: the page scrolls again only when the last lock is released.
 *
 * The count lives on the document under a registered symbol, not in this module: each
 * flavour's build (and any copy of this module in another chunk) sees the same count, so two
 * islands can never undo each other's lock.
 */
const KEY = Symbol.for('innkit.scroll-lock');

interface LockState {
  count: number;
  overflow: string;
  paddingRight: string;
}

type LockedDocument = Document & { [KEY]?: LockState };

/** How many locks are held on the page now. */
export function scrollLockCount(doc: Document = document): number {
  return (doc as LockedDocument)[KEY]?.count ?? 0;
}

/**
 * Stop the page scrolling until the returned release is called (a second call of the same
 * release does nothing). The first lock hides the page's overflow and pads the body by the
 * scroll bar's width, so nothing shifts; the last release puts both back as they were.
 */
export function lockScroll(doc: Document = document): () => void {
  const page = doc as LockedDocument;
  const html = doc.documentElement;
  const state = (page[KEY] ??= { count: 0, overflow: '', paddingRight: '' });
  if (state.count === 0) {
    const view = doc.defaultView;
    const scrollbar = view ? Math.max(0, view.innerWidth - html.clientWidth) : 0;
    state.overflow = html.style.overflow;
    state.paddingRight = doc.body.style.paddingRight;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) doc.body.style.paddingRight = `${scrollbar}px`;
  }
  state.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count === 0) {
      html.style.overflow = state.overflow;
      doc.body.style.paddingRight = state.paddingRight;
    }
  };
}
