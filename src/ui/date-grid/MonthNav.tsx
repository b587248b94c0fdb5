import { Button } from '../Button';
import { useStyles } from '../styles';
import css from './one-month-grid.css?inline';
import type { DateGridWindow } from './use-date-grid';

/**
 * A one-month date grid's head: the month before (dimmed, with `aria-disabled`, when it is
 * out of the window), the month's name as a heading that the grid is labelled by and that is
 * announced as it turns, and the month after. Parts: `previous-month`, `next-month`. Its
 * stylesheet also holds the plain day look (`date-grid__day--plain`) of the grids it heads.
 */
export function MonthNav(props: {
  keys: Pick<DateGridWindow, 'canGoBack' | 'canGoForward' | 'go'>;
  /** The month's name, "December 2026". */
  title: string;
  titleId: string;
  /** The heading's level on its screen (a screen's section: 2; inside a drawer's group: 3). */
  level: 2 | 3;
  /** The screen's own class on the heading (its size). */
  titleClassName?: string;
}) {
  useStyles(css);
  const { keys, title, titleId, level, titleClassName } = props;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="ik-month-nav">
      <Button
        variant="quiet"
        part="previous-month"
        aria-disabled={!keys.canGoBack}
        onClick={() => keys.go(-1)}
      >
        <span aria-hidden="true">‹</span>
        <span className="ik-visually-hidden">Previous month</span>
      </Button>
      <Heading
        id={titleId}
        className={`ik-month-nav__title ${titleClassName ?? ''}`.trim()}
        aria-live="polite"
      >
        {title}
      </Heading>
      <Button
        variant="quiet"
        part="next-month"
        aria-disabled={!keys.canGoForward}
        onClick={() => keys.go(1)}
      >
        <span aria-hidden="true">›</span>
        <span className="ik-visually-hidden">Next month</span>
      </Button>
    </div>
  );
}
