import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CARDS,
  pay,
  registration,
  submitPaymentPage,
} from '../../../sandbox/testing/checkout-helpers';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import { type ApiSandbox, startApiSandbox } from '../../testing/api-sandbox';
import { fetchProfile, removeCard } from '../../api/account-api';
import { confirmAccount, register } from '../../api/auth-api';
import { type CardAddFlow, PENDING_CARD_KEY, createCardAddFlow } from './card-add-flow';
import { fetchCart } from '../../api/cart-api';
import { configureHttp } from '../../api/http';
import type { Session } from '../../schemas/session';
import { fetchSystem } from '../../api/system-api';

const ORIGIN = 'http://shop.test';
let sb: ApiSandbox;
let session: Session;
let email = '';
let added = 0;
let flow: CardAddFlow;
let stored: Map<string, string>;
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};
const makeFlow = () =>
  createCardAddFlow({
    session: () => session,
    onAdded: () => void (added += 1),
    origin: ORIGIN,
    storage,
  });

beforeEach(async () => {
  sb = await startApiSandbox();
  configureHttp(sb.http);
  await fetchSystem();
  email = `cards-${Date.now()}@innkit.test`;
  await register(registration(email));
  const answer = await confirmAccount(sb.confirmLink(email), (await fetchSystem()).Session);
  if (!answer.Session) throw new Error('no session');
  session = answer.Session;
  added = 0;
  stored = new Map();
  flow = makeFlow();
});

afterEach(async () => {
  configureHttp();
  await sb.close();
});

/** Starts the card-add and answers the frame's address. */
async function started(): Promise<string> {
  await flow.start();
  const state = flow.$state.get();
  if (state.step !== 'entering') throw new Error(`not entering: ${JSON.stringify(state)}`);
  return state.forwardUrl;
}

const message = (fields: Record<string, string>, origin = ORIGIN) => ({
  origin,
  data: { type: 'ik-payment-result', ...fields },
});

const cards = async () => (await fetchProfile(session)).Customer?.OnFileCards ?? [];

describe('the profile’s card add', () => {
  it('stores the card of a success (token and last four only) and says so', async () => {
    await sb.control('/sandbox/api/cart/sample');
    const forward = await started();
    const fields = await pay(forward);
    expect(fields.paymentAmount).toBe('0');
    await flow.handleMessage(message(fields));
    expect(flow.$state.get()).toEqual({ step: 'added', message: ACCOUNT_MESSAGES.cardAdded });
    expect(added).toBe(1);
    expect(await cards()).toEqual([expect.objectContaining({ LastFourDigits: '1111' })]);
    // The cart was neither charged nor booked.
    expect((await fetchCart()).FolioItems).toHaveLength(1);
  });

  it('drops "card added" once a card is removed (issue 17), and leaves a card entry alone', async () => {
    await flow.handleMessage(message(await pay(await started())));
    expect(flow.$state.get().step).toBe('added');
    flow.cardRemoved();
    expect(flow.$state.get()).toEqual({ step: 'idle' });
    const forward = await started();
    flow.cardRemoved();
    expect(flow.$state.get()).toMatchObject({ step: 'entering', forwardUrl: forward });
  });

  it('finalises with DoCheckout as §7 names it (session fields, StoreCard, mac), and no /rs/checkout', async () => {
    const fields = await pay(await started());
    await flow.handleMessage(message(fields));
    const doCheckouts = (await sb.bodies('/rs/request')).filter(
      (body) => (body as { method: string }).method === 'DoCheckout',
    );
    expect(doCheckouts).toEqual([
      {
        method: 'DoCheckout',
        data: {
          SessionId: session.SessionId,
          WebFolioId: session.WebFolioId,
          StoreCard: true,
          orderKey: fields.orderKey,
          status: 'success',
          paymentStatus: 'AUTHORISED',
          paymentAmount: '0',
          paymentCurrency: 'GBP',
          mac: fields.mac2,
        },
      },
    ]);
    expect(sb.requests('/rs/checkout')).toEqual([]);
  });

  it('sends the proxy keys with FetchCustomerProfile and a card removal (§7)', async () => {
    await flow.handleMessage(message(await pay(await started())));
    const [card] = await cards();
    await removeCard(card?.OnFileCardId ?? '');
    const bodies = (await sb.bodies('/rs/request')) as { method: string; data: object }[];
    const keys = { PreShareKey: 'innkit-sandbox', SourceSysId: 'WEB' };
    expect(bodies.find((b) => b.method === 'FetchCustomerProfile')?.data).toEqual({
      CustomerId: session.CustomerId,
      CustomerGUID: session.CustomerGUID,
      GroupCustomerId: '1',
      ...keys,
    });
    expect(bodies.find((b) => b.method === 'UpdateCustomerProfile')?.data).toEqual({
      ...keys,
      RemoveOnFileCard: card?.OnFileCardId,
      Customer: null,
      ContactLogs: [],
    });
  });

  it('ignores a result from another origin or for another order', async () => {
    const fields = await pay(await started());
    await flow.handleMessage(message(fields, 'http://evil.test'));
    await flow.handleMessage(message({ ...fields, orderKey: 'B'.repeat(24) }));
    expect(flow.$state.get().step).toBe('entering');
    expect(await cards()).toEqual([]);
  });

  it('says a refused or failed card could not be added, and starts again on Try again', async () => {
    for (const number of [CARDS.refused, CARDS.error]) {
      const fields = await pay(await started(), number);
      await flow.handleMessage(message(fields));
      expect(flow.$state.get()).toEqual({
        step: 'failed',
        message: ACCOUNT_MESSAGES.cardAddFailed,
      });
    }
    await flow.start();
    expect(flow.$state.get().step).toBe('entering');
    expect(await cards()).toEqual([]);
  });

  it('adds nothing when the guest cancels, and says so', async () => {
    const outcome = await submitPaymentPage(await started(), { action: 'cancel' });
    await flow.handleMessage(message(outcome.fields));
    expect(flow.$state.get()).toEqual({
      step: 'cancelled',
      message: ACCOUNT_MESSAGES.cardAddCancelled,
    });
    expect(await cards()).toEqual([]);
    expect(added).toBe(0);
  });

  it('updates a stale session (ErrorId 1007) and tries once more', async () => {
    await sb.control('/sandbox/api/session/stale', { stale: true });
    const before = sb.requests('/rs/request').length;
    await started();
    // SetCheckout (1007), UpdateSession, SetCheckout again.
    expect(sb.requests('/rs/request').length - before).toBe(3);
  });

  it('refuses a guest without a complete address with the server’s words', async () => {
    const customer = sb.sandbox.repos.customers.findByEmail(email);
    if (!customer) throw new Error('no customer');
    sb.sandbox.repos.account.updateAddress(customer.id, JSON.stringify({ City: '' }));
    await flow.start();
    expect(flow.$state.get()).toEqual({
      step: 'failed',
      message: ACCOUNT_MESSAGES.cityRequired,
    });
  });

  it('after a reload, stores a card entered before it (the gateway’s record decides)', async () => {
    const fields = await pay(await started());
    expect(stored.get(PENDING_CARD_KEY)).toBe(fields.orderKey);
    // The page reloads before the result could be finalised: a new flow resumes.
    const again = makeFlow();
    await again.resume();
    expect(again.$state.get()).toEqual({ step: 'added', message: ACCOUNT_MESSAGES.cardAdded });
    expect(await cards()).toHaveLength(1);
    expect(stored.has(PENDING_CARD_KEY)).toBe(false);
  });

  it('after a reload, forgets a card entry that was never completed', async () => {
    await started();
    const again = makeFlow();
    await again.resume();
    expect(again.$state.get()).toEqual({ step: 'idle' });
    expect(stored.has(PENDING_CARD_KEY)).toBe(false);
    expect(await cards()).toEqual([]);
  });

  it('on Try again, first asks about a card whose result was never learnt, and stores it', async () => {
    // The card was taken by the gateway, but the page never heard (its status check failed).
    const fields = await pay(await started());
    flow.reset();
    expect(stored.get(PENDING_CARD_KEY)).toBe(fields.orderKey);
    await flow.start();
    expect(flow.$state.get()).toEqual({ step: 'added', message: ACCOUNT_MESSAGES.cardAdded });
    expect(await cards()).toHaveLength(1);
    expect(stored.has(PENDING_CARD_KEY)).toBe(false);
  });
});
