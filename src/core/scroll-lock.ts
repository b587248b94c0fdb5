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
  /** The page's scroll bar width, as last observed (see watchScrollbar). */
  scrollbar?: number;
  watched?: boolean;
}

type LockedDocument = Document & { [KEY]?: LockState };

const stateOf = (doc: Document): LockState =>
  ((doc as LockedDocument)[KEY] ??= { count: 0, overflow: '', paddingRight: '' });

const measuredScrollbar = (doc: Document): number => {
  const view = doc.defaultView;
  return view ? Math.max(0, view.innerWidth - doc.documentElement.clientWidth) : 0;
};

/** How many locks are held on the page now. */
export function scrollLockCount(doc: Document = document): number {
  return (doc as LockedDocument)[KEY]?.count ?? 0;
}

/**
 * Keeps the page's scroll bar width known, so that a lock taken in a click (a drawer opening)
 * does not measure the page: reading it then forces a layout of the whole page in the middle of
 * the tap (issue 35). A ResizeObserver on the root reads it whenever the root's size changes
 * (a scroll bar appearing, the window resized), when the browser has just laid the page out, so
 * the read costs nothing; not while locked, when the lock itself has hidden the bar. Once per
 * page, whichever copy of this module comes first; without ResizeObserver, locks measure.
 */
export function watchScrollbar(doc: Document = document): void {
  const state = stateOf(doc);
  const Observer = doc.defaultView?.ResizeObserver;
  if (state.watched || !Observer) return;
  state.watched = true;
  new Observer(() => {
    if (state.count === 0) state.scrollbar = measuredScrollbar(doc);
  }).observe(doc.documentElement);
}

if (typeof document !== 'undefined') watchScrollbar(document);

/**
 * Stop the page scrolling until the returned release is called (a second call of the same
 * release does nothing). The first lock hides the page's overflow and pads the body by the
 * scroll bar's width (as last observed, or measured when it never was), so nothing shifts; the
 * last release puts both back as they were.
 */
export function lockScroll(doc: Document = document): () => void {
  const html = doc.documentElement;
  const state = stateOf(doc);
  if (state.count === 0) {
    const scrollbar = state.scrollbar ?? measuredScrollbar(doc);
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
