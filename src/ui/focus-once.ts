/**
 * A callback ref that focuses its element when it is attached (once per mount): for a message
 * that must take focus as it appears (`takeFocus` of InlineStatus and Alert).
 */
export const focusOnce = (element: HTMLElement | null): void => element?.focus();
