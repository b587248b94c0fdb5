/**
 * The answer of a booking or payment call while the hotel's system is not ONLINE (issue 17
 * item 5): a FAIL with this ErrorId and plain words. The client shows the text where the guest
 * tried, and the system-offline notice.
 */
export const SYSTEM_OFFLINE_ERROR_ID = 1010;

export const SYSTEM_OFFLINE_TEXT =
  'Online booking is closed at the moment, so nothing was booked or charged. Please try again later, or call the hotel to book.';
