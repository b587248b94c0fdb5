import { FURNITURE } from './furniture-constants';

/**
 * The slide-out menu's width for a window width (public-site.md §4): the whole window, or
 * 310 px once the window is at least 480 px wide.
 */
export function slideMenuWidth(windowWidth: number): number {
  const width = Math.max(0, Math.floor(windowWidth));
  return width >= FURNITURE.slideMenuWideFromPx ? FURNITURE.slideMenuWidthPx : width;
}
