/**
 * Where focus goes when the cancel dialog closes: the cancel's outcome, as it appears in its
 * item (the Cancel button that opened the dialog goes with a cancelled item). Emptied as a
 * dialog opens, so closing without cancelling gives focus back to the button.
 */
export const cancelOutcomeFocus: { current: HTMLElement | null } = { current: null };
