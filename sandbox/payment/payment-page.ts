import { formatMoney } from '../../src/domain/format/format-money';
import { escapeHtml as e } from '../lib/escape-html';
import type { CardEntry } from './test-cards';
import { TEST_CARDS } from './test-cards';

export interface PaymentPageModel {
  orderKey: string;
  amountMinor: number;
  currency: string;
  /** A card-add order (amount 0, CreateToken): "Save card" instead of "Pay". */
  cardOnly: boolean;
  /** The order's schedule in words when a part is paid later (issue 32 §2), else none. */
  schedule?: string;
  nonce: string;
  entry?: Partial<CardEntry>;
  errors?: Partial<Record<keyof CardEntry, string>>;
}

const FIELDS: ReadonlyArray<{
  name: keyof CardEntry;
  label: string;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
  keep: boolean;
}> = [
  { name: 'holder', label: 'Name on card', autocomplete: 'cc-name', keep: true },
  {
    name: 'number',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    keep: false,
  },
  {
    name: 'expiry',
    label: 'Expiry date',
    autocomplete: 'cc-exp',
    hint: 'MM/YY',
    inputmode: 'numeric',
    keep: true,
  },
  {
    name: 'cvc',
    label: 'Security code',
    autocomplete: 'cc-csc',
    hint: '3 or 4 digits on the back',
    inputmode: 'numeric',
    keep: false,
  },
];

function field(f: (typeof FIELDS)[number], model: PaymentPageModel): string {
  const error = model.errors?.[f.name];
  const value = f.keep ? (model.entry?.[f.name] ?? '') : '';
  const described = [f.hint ? `${f.name}-hint` : '', error ? `${f.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
    <label for="${f.name}">${e(f.label)}</label>
    ${f.hint ? `<span class="hint" id="${f.name}-hint">${e(f.hint)}</span>` : ''}
    <input id="${f.name}" name="${f.name}" autocomplete="${f.autocomplete}" required
      ${f.inputmode ? `inputmode="${f.inputmode}"` : ''} value="${e(value)}"
      ${error ? 'aria-invalid="true"' : ''} ${described ? `aria-describedby="${described}"` : ''}>
    ${error ? `<p class="error" id="${f.name}-error">Error: ${e(error)}</p>` : ''}
  </div>`;
}

function errorSummary(model: PaymentPageModel): string {
  const errors = Object.entries(model.errors ?? {});
  if (!errors.length) return '';
  const items = errors
    .map(([name, text]) => `<li><a href="#${e(name)}">${e(text ?? '')}</a></li>`)
    .join('');
  return `<div class="summary" role="alert" tabindex="-1" id="summary" autofocus>
    <h2>There is a problem</h2><ul>${items}</ul></div>`;
}

function shell(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style nonce="${e(nonce)}">
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; color: #1a1a1a; background: #fff; }
  main { max-width: 28rem; margin: 0 auto; }
  .field { margin: 0 0 1rem; display: grid; gap: 0.25rem; }
  label { font-weight: 600; }
  .hint { color: #4a4a4a; font-size: 0.9rem; }
  input { font: inherit; padding: 0.5rem; border: 2px solid #555; border-radius: 4px; }
  input[aria-invalid='true'] { border-color: #b00020; border-width: 3px; }
  .error { color: #b00020; margin: 0; font-weight: 600; }
  .summary { border: 3px solid #b00020; padding: 0.5rem 1rem; margin-bottom: 1rem; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 4px; border: 2px solid #0b3d5c; cursor: pointer; }
  button[value='pay'] { background: #0b3d5c; color: #fff; }
  button[value='cancel'] { background: #fff; color: #0b3d5c; }
  :focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
  table { border-collapse: collapse; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.2rem 0.6rem 0.2rem 0; }
  @media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The hosted card page (sandbox stand-in for Worldpay's): no script, a plain form. */
export function paymentPage(model: PaymentPageModel): string {
  const amount = formatMoney(model.amountMinor / 100);
  const action = model.cardOnly ? 'Save card' : `Pay ${amount}`;
  const cards = TEST_CARDS.map(
    (c) => `<tr><td><code>${e(c.number.replace(/(\d{4})(?=\d)/g, '$1 '))}</code></td>
      <td>${e(c.use)}</td></tr>`,
  ).join('');
  return shell(
    model.cardOnly ? 'Add a card' : 'Secure payment',
    model.nonce,
    `<h1>${model.cardOnly ? 'Add a card' : 'Secure payment'}</h1>
  <p>${model.cardOnly ? 'Your card is checked and stored; nothing is charged.' : `Amount to pay: <strong>${e(amount)}</strong> (${e(model.currency)}).`}</p>
  ${model.schedule ? `<p>${e(model.schedule)}</p>` : ''}
  ${errorSummary(model)}
  <form method="post" action="/pay/${e(model.orderKey)}" novalidate>
    ${FIELDS.map((f) => field(f, model)).join('')}
    <div class="actions">
      <button type="submit" name="action" value="pay">${e(action)}</button>
      <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    </div>
  </form>
  <section aria-labelledby="cards-heading">
    <h2 id="cards-heading">Sandbox test cards</h2>
    <p>Any name, any future expiry date and any 3 digits as the security code.</p>
    <table><thead><tr><th scope="col">Card number</th><th scope="col">Outcome</th></tr></thead>
    <tbody>${cards}</tbody></table>
  </section>`,
  );
}

/** A page with a message and no form (an unknown or superseded order). */
export function paymentMessagePage(title: string, message: string, nonce: string): string {
  return shell(title, nonce, `<h1>${e(title)}</h1><p>${e(message)}</p>`);
}
