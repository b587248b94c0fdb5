import type { RefObject } from 'react';

const opener: { ref: RefObject<HTMLElement | null> | null } = { ref: null };

/** The "Change" button of the room being changed, as it is drawn now (see AmendAction). */
export function setAmendOpener(ref: RefObject<HTMLElement | null>): void {
  opener.ref = ref;
}

/**
 * Where focus goes when the change dialog closes: its room's "Change" button as it is now (the
 * bookings are read again after a change, and a moved stay is drawn afresh under its new date).
 */
export const amendReturnFocus: RefObject<HTMLElement | null> = {
  get current() {
    return opener.ref?.current ?? null;
  },
};
