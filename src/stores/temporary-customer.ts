import { atom } from 'nanostores';
import { createTempSpaCustomer } from '../api/activities';
import { logClient } from '../api/log-api';
import { placeholderEmail } from '../domain/activities/placeholder-email';
import type { TempSpaAccountRequest } from '../schemas/activities-temp-customer';
import { runChange } from './engine/rs-outcome-handler';
// Through the index: the engine's chunk bundles this file, the page's runtime holds $session.
import { $session } from './index';

/** What the guest reads when no temporary customer could be made: nothing was added. */
export const NOTHING_ADDED =
  'Sorry, we could not start your booking, so nothing was added. Please try again.';

export type CustomerOutcome =
  | { ok: true; customerId: string }
  /** `message` null: the session had lapsed and the expired notice says so. */
  | { ok: false; message: string | null };

/** The temporary customer made for this page's cart: its web folio and customer id. */
export const $temporaryCustomer = atom<{ webFolioId: string; customerId: string } | null>(null);

let pending: Promise<CustomerOutcome> | null = null;

function randomToken(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function create(webFolioId: string): Promise<CustomerOutcome> {
  const body: TempSpaAccountRequest = {
    method: 'CreateCustomer',
    data: {
      NewCustomer: {
        Name: { Salutation: '', FirstName: 'Guest', LastName: 'Guest' },
        EmailAddress: placeholderEmail(randomToken()),
      },
      ContactLogs: [],
    },
  };
  let customerId: string | null = null;
  const outcome = await runChange('activities: tempSpaAccount CreateCustomer', body, async () => {
    const answer = await createTempSpaCustomer(body);
    customerId = answer.CustomerId;
    return answer;
  });
  if (!outcome.ok) return { ok: false, message: outcome.message === null ? null : NOTHING_ADDED };
  if (!customerId) {
    void logClient({
      action: 'activities: tempSpaAccount CreateCustomer',
      request: body,
      response: 'SUCCESS without a CustomerId',
    });
    return { ok: false, message: NOTHING_ADDED };
  }
  $temporaryCustomer.set({ webFolioId, customerId });
  return { ok: true, customerId };
}

/**
 * The customer an activity or spa booking is made for (booking-engine.md §4, §6): the
 * logged-in customer, else the session's temporary customer, else a new temporary customer
 * (`/rs/tempSpaAccount` CreateCustomer with a generated placeholder email), made once however
 * many bookings ask at the same time. A failure is logged to `/log/client` and reported in
 * plain words: nothing was added.
 */
export function ensureBookingCustomer(): Promise<CustomerOutcome> {
  const session = $session.get();
  if (session?.isLoggedIn && session.CustomerId) {
    return Promise.resolve({ ok: true, customerId: session.CustomerId });
  }
  if (session?.tempSpaCustomerId) {
    return Promise.resolve({ ok: true, customerId: session.tempSpaCustomerId });
  }
  const webFolioId = session?.WebFolioId ?? '';
  const known = $temporaryCustomer.get();
  if (known && known.webFolioId === webFolioId) {
    return Promise.resolve({ ok: true, customerId: known.customerId });
  }
  pending ??= create(webFolioId).finally(() => {
    pending = null;
  });
  return pending;
}
