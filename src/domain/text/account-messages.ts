/** The guest account's messages, as booking-engine.md §8 words them (spelling as given). */
export const ACCOUNT_MESSAGES = {
  resetRequested:
    'Request received. If your email address is registered with us, you will receive an email within the next 5 minutes.',
  resetRequestFailed: 'Not a valid email/password combination, or the account is locked.',
  resetLinkInvalid: 'Oh! looks like you do not have a valid password reset link.',
  resetDone: 'Your password was reset successfully.',
  resetMismatch: 'Passwords do not match.',
  finaliseFailed:
    'Oops, something went wrong completing your booking. Dont worry, we have captured your details and will be in touch shortly.',
  logInForBookings: 'Please log in to view your upcoming bookings.',
  profileUpdated: 'Your profile has been updated',
  passwordUpdated: 'Password updated successfully',
  profileMismatch: 'Passwords do not match',
  cardAdded: 'Your card has been added successfully.',
  /**
   * §8 gives a cancelled card entry the words of a success ('Your card has been added
   * successfully.'); a guest who cancelled has added nothing, so we say so instead.
   */
  cardAddCancelled: 'No card was added.',
  /** Not worded by the specification: a refused, failed or unknown card-entry result. */
  cardAddFailed: 'Your card could not be added. Please try again.',
  registerPasswordHint: 'Minimum 8 characters, 1 capiton, 1 number',
  mustBeLoggedInToPost: 'Must be logged in to post payment.',
  cityRequired: 'Invalid address: City is required',
  /** Not worded by the specification: a refused, failed or unknown card result. */
  paymentFailed: 'Your payment was not successful. Please try again.',
  /** Not worded by the specification: Pay Now pressed before the terms box is ticked. */
  agreeTermsFirst: 'Tick the box to agree to the booking terms and conditions, then pay.',
  /**
   * Not worded by the specification: every registration the server took (a new address gets a
   * link to confirm it, a taken one a note to its owner), the same words for both.
   */
  registerCheckEmail:
    'Thank you. We have sent a message to this address: please check your email to continue.',
  /**
   * Not worded by the specification: said before 'Create an account' when the hotel asks new
   * guests to confirm their address first (config `registrationConfirmation`).
   */
  registerConfirmNote:
    'We will email you a link to confirm your address. Open it in this browser to carry on to payment.',
  /** Not worded by the specification: what the guest does next, after registering. */
  confirmNext:
    'Open the link in the email to confirm your address and log in. The link works for 24 hours.',
  /** Not worded by the specification: the cart waits while the guest reads their email. */
  confirmCartKept:
    'Your cart is kept: open the link in this browser to carry on where you left off.',
  confirmResent: 'We have sent the email again. It can take a few minutes to arrive.',
  confirming: 'Confirming your email address…',
  /** Not worded by the specification: the server asks for it before a password change. */
  currentPasswordNeeded: 'Please enter your current password',
  /** Not worded by the specification: an email change needs the current password too. */
  emailChangeNeedsPassword: 'Please enter your current password to change your email',
} as const;
