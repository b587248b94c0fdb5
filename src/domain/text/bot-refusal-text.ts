/**
 * What a guest is told when the bot check judged them automated (issue 22 fault 6): what
 * happened, that sending again will not help, and another way to reach the hotel — its
 * phone number and email from the page's config — never "something went wrong on our side".
 */
export function botRefusalText(contact: { phone?: string; email?: string }): string {
  const phone = contact.phone?.trim();
  const email = contact.email?.trim();
  const ways =
    phone && email
      ? `call us on ${phone} or email ${email}`
      : phone
        ? `call us on ${phone}`
        : email
          ? `email ${email}`
          : 'contact the hotel by phone or email';
  return `We could not send this: our spam check took it for an automated message, and sending it again will not change that. Please ${ways} instead.`;
}
