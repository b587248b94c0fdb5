import { escapeHtml } from '../lib/escape-html';
import { htmlDocument } from '../lib/html-document';

/**
 * `GET /logout` (the header's Logout link): a page with one button that logs out by POST,
 * carrying the anti-forgery token in a form field. A link, an image or another site can load
 * this page; only the guest's own click on it ends the session.
 */
export function logoutPage(token: string, loggedIn: boolean): string {
  const body = loggedIn
    ? `<main>
<h1>Log out</h1>
<p>Log out of your account on this device?</p>
<form method="post" action="/logout">
<input type="hidden" name="_token" value="${escapeHtml(token)}">
<button type="submit">Log out</button>
</form>
<p><a href="/the-lake/">Stay logged in and go back</a></p>
</main>`
    : `<main>
<h1>Log out</h1>
<p>You are not logged in.</p>
<p><a href="/the-lake/">Go to the home page</a></p>
</main>`;
  return htmlDocument({
    title: 'Log out',
    style: '  button { font: inherit; padding: 0.5rem 1.25rem; }',
    body,
  });
}
