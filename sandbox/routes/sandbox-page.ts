import type { SystemState } from '../db/settings-repo';
import { htmlDocument } from '../lib/html-document';

/** The form switches the page shows. */
export interface FormsControlState {
  failing: boolean;
  botScore: number;
}

/** Runs in the browser: posts to the sandbox API with the XSRF header, reports the result. */
export const SANDBOX_PAGE_SCRIPT = `
const status = document.getElementById('status');
const stateText = document.getElementById('system-state');
function xsrfToken() {
  const match = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/);
  return match ? decodeURIComponent(match[1]) : '';
}
async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error('The sandbox answered ' + response.status);
  return response.json();
}
const actions = {
  online: () => post('/sandbox/api/system-state', { state: 'ONLINE' }).then((a) => {
    stateText.textContent = a.state;
    return 'The system is ONLINE.';
  }),
  offline: () => post('/sandbox/api/system-state', { state: 'OFFLINE' }).then((a) => {
    stateText.textContent = a.state;
    return 'The system is OFFLINE.';
  }),
  sample: (button) => post('/sandbox/api/cart/sample', { category: button.dataset.category || 'Hotel' }).then((cart) => {
    document.dispatchEvent(new Event('ik-cart-refresh'));
    return 'Added ' + button.textContent.replace(/^Add /, '') + '. Cart balance: £' + Number(cart.FolioBalance).toFixed(2) + '.';
  }),
  expire: () => post('/sandbox/api/session/expire').then((a) =>
    a.expired ? 'Your session has expired.' : 'You had no session to expire.'),
  'forms-fail': () => post('/sandbox/api/forms/failing', { failing: true }).then((a) => {
    formsText.textContent = formsSummary(a);
    return 'Form posts now fail with a server error.';
  }),
  'forms-ok': () => post('/sandbox/api/forms/failing', { failing: false }).then((a) => {
    formsText.textContent = formsSummary(a);
    return 'Form posts go through again.';
  }),
  'bots': () => post('/sandbox/api/recaptcha/score', { score: 0.1 }).then((a) => {
    formsText.textContent = formsSummary(a);
    return 'New bot-check tokens score 0.1: form posts are refused as robots.';
  }),
  'people': () => post('/sandbox/api/recaptcha/score', { score: 0.9 }).then((a) => {
    formsText.textContent = formsSummary(a);
    return 'New bot-check tokens score 0.9: form posts pass the bot check.';
  }),
  'throttle-reset': () => post('/sandbox/api/forms/throttle').then(() =>
    'The form throttle starts afresh for everyone.'),
};
const formsText = document.getElementById('forms-state');
function formsSummary(a) {
  return (a.failing ? 'failing (500)' : 'working') + ', bot-check score ' + a.botScore;
}
document.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-action]');
  if (!button) return;
  button.disabled = true;
  actions[button.dataset.action](button)
    .then((message) => { status.textContent = message; })
    .catch((error) => { status.textContent = error.message; })
    .finally(() => { button.disabled = false; });
});
`;

/** The plain control page at `/sandbox` (deliberately not built with innkit). */
export function sandboxPage(
  state: SystemState,
  forms: FormsControlState = { failing: false, botScore: 0.9 },
): string {
  return htmlDocument({
    title: 'innkit sandbox controls',
    style: `  body { max-width: 40rem; }
  section { border-top: 1px solid #ccc; padding: 0.5rem 0 1rem; }
  button { font: inherit; padding: 0.4rem 0.9rem; margin-right: 0.5rem; }
  [role='status'] { min-height: 1.5em; font-weight: 600; }`,
    body: `<main>
  <h1>innkit sandbox controls</h1>
  <p id="status" role="status" aria-live="polite"></p>
  <section aria-labelledby="system-heading">
    <h2 id="system-heading">System state</h2>
    <p>The booking system is <strong id="system-state">${state}</strong> for every visitor.</p>
    <button type="button" data-action="online">Go online</button>
    <button type="button" data-action="offline">Go offline</button>
  </section>
  <section aria-labelledby="cart-heading">
    <h2 id="cart-heading">Cart</h2>
    <p>Adds a one-night Lakeside Double (£245.00), or a sample line of another kind, to your own cart.</p>
    <button type="button" data-action="sample">Add a sample room</button>
    <p>
      <button type="button" data-action="sample" data-category="PMSPayment">Add a stay payment</button>
      <button type="button" data-action="sample" data-category="SPAPayment">Add a spa payment</button>
      <button type="button" data-action="sample" data-category="Treatments">Add a treatment</button>
      <button type="button" data-action="sample" data-category="Active">Add an activity</button>
      <button type="button" data-action="sample" data-category="Retail">Add a gift card</button>
      <button type="button" data-action="sample" data-category="Dining">Add a dinner reservation</button>
    </p>
  </section>
  <section aria-labelledby="session-heading">
    <h2 id="session-heading">Session</h2>
    <p>Makes your booking session look idle for more than 19 minutes.</p>
    <button type="button" data-action="expire">Expire my session</button>
  </section>
  <section aria-labelledby="forms-heading">
    <h2 id="forms-heading">Forms</h2>
    <p>Form posts are <strong id="forms-state">${forms.failing ? 'failing (500)' : 'working'}, bot-check score ${forms.botScore}</strong>.
      What they sent is in the <a href="/sandbox/mailbox">mailbox</a>.</p>
    <button type="button" data-action="forms-fail">Make form posts fail</button>
    <button type="button" data-action="forms-ok">Let form posts through</button>
    <button type="button" data-action="bots">Treat guests as robots</button>
    <button type="button" data-action="people">Treat guests as people</button>
    <button type="button" data-action="throttle-reset">Reset the form throttle</button>
  </section>
  <nav aria-label="Demo pages">
    <a href="/">Demo pages</a> · <a href="/sandbox/mailbox">Mailbox</a> · <a href="/the-lake/book">Booking engine</a> ·
    <a href="/logout">Log out</a>
  </nav>
</main>
<script type="module">${SANDBOX_PAGE_SCRIPT}</script>`,
  });
}
