/** What the cancel calls answer when they cannot (issue 32 §3): each says what to do next. */
export const CANCEL_TEXT = {
  logIn: 'Please log in to cancel a booking.',
  notFound:
    'We could not find that booking in your account. Please check My Bookings, or call the hotel.',
  nothingToCancel: 'Nothing in this booking can be cancelled online. Please call the hotel.',
  begun: 'This has already begun, so it can no longer be cancelled online. Please call the hotel.',
  mailSubject: (ref: string) => `Your cancellation: booking ${ref}`,
} as const;
