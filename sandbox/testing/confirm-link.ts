import type { Visitor } from './test-sandbox';

/** The subject of the mail that carries a new account's confirmation link. */
export const CONFIRM_SUBJECT = 'Confirm your email address';

/** The newest confirmation link mailed to `email`, read from the sandbox mailbox. */
export async function confirmLinkFor(visitor: Visitor, email: string): Promise<URL> {
  const mailbox = (await (await visitor.get('/sandbox/api/mailbox')).json()) as {
    accountMail: { to: string; subject: string; link: string | null }[];
  };
  const mail = mailbox.accountMail.find(
    (m) => m.to.toLowerCase() === email.toLowerCase() && m.subject === CONFIRM_SUBJECT,
  );
  if (!mail?.link) throw new Error(`no confirmation link was mailed to ${email}`);
  return new URL(mail.link);
}

/** `/rs/confirm-account`'s body for a link, with the visitor's session fields (§7 style). */
export async function confirmBody(visitor: Visitor, link: URL) {
  const system = (await (await visitor.get('/rs/system')).json()) as {
    Session: { SessionId: string; WebFolioId: string | number };
  };
  return {
    EmailAddress: link.searchParams.get('email') ?? '',
    ConfirmGUID: link.searchParams.get('confirm') ?? '',
    SessionId: system.Session.SessionId,
    WebFolioId: String(system.Session.WebFolioId),
  };
}

/** Opens the newest confirmation link mailed to `email` as `visitor`: confirmed, logged in. */
export async function confirmAs(visitor: Visitor, email: string): Promise<Response> {
  const link = await confirmLinkFor(visitor, email);
  return visitor.post('/rs/confirm-account', await confirmBody(visitor, link));
}
