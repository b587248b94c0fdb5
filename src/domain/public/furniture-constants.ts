/**
 * The page furniture's constants (public-site.md §4 and §9), in one place: views and tests
 * read them from here, never as literals.
 */
export const FURNITURE = {
  /** The slide-out menu is this wide when the window is at least `slideMenuWideFromPx`. */
  slideMenuWidthPx: 310,
  slideMenuWideFromPx: 480,
  /** Slide in and slide out of the menu and its toolbar, and of the quick-book panel. */
  slideMs: 250,
  /** Fade of the navigation overlay. */
  fadeMs: 150,
  /** A popover waits this long before hiding, so the pointer can travel onto it. */
  popoverHideMs: 110,
  /** Below this window width the tab bar reorders (the clicked tab moves first). */
  mobileTabsBelowPx: 992,
  /** The golf hole's counters restart when at least this share of it is visible. */
  golfVisibleRatio: 0.5,
  /** How long a golf counter takes to count up. */
  countUpMs: 900,
} as const;
