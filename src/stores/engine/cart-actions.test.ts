/*
 * Node environment with a happy-dom page, against the real sandbox (see booking-session.test).
 * The engine's stores are imported after freshStores, so they share its fresh module graph.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiSandbox, startApiSandbox } from '../../testing/api-sandbox';
import { type FreshStores, freshStores } from '../../testing/fresh-stores';
import { clearDocumentCookies, installPageDom } from '../../testing/page-dom';
import type * as EngineStores from './index';

let sb: ApiSandbox;
let s: FreshStores;
let engine: typeof EngineStores;
const page = installPageDom();
// Analytics are DOM events on the page: use the page's own CustomEvent.
const nodeCustomEvent = globalThis.CustomEvent;
globalThis.CustomEvent = page.window.CustomEvent as unknown as typeof CustomEvent;
afterAll(async () => {
  globalThis.CustomEvent = nodeCustomEvent;
  await page.uninstall();
});

beforeEach(async () => {
  sb = await startApiSandbox();
  s = await freshStores(sb.http);
  engine = await import('./index');
  await s.loadSession();
});

afterEach(async () => {
  s.stop();
  clearDocumentCookies();
  localStorage.clear();
  document.body.replaceChildren();
  delete (window as { dataLayer?: unknown }).dataLayer;
  await sb.close();
});

async function sample(category = 'Hotel') {
  await sb.control('/sandbox/api/cart/sample', { category });
  await s.refreshCart();
  return s.$cart.get().FolioItems.at(-1)!;
}

describe('engine cart actions', () => {
  it('removes an item once however often asked, refreshes the cart and reports remove_from_cart', async () => {
    const gift = await sample('Retail');
    const [first, second] = await Promise.all([
      engine.removeCartItem(gift),
      engine.removeCartItem(gift),
    ]);
    expect(first).toEqual({ ok: true });
    expect(second).toBe(null);
    expect(sb.requests('/rs/request')).toEqual(['POST /rs/request']);
    expect(s.$cart.get().FolioItems).toEqual([]);
    expect(engine.$busy.get()).toEqual({});
    const layer = (window as unknown as { dataLayer: { event?: string }[] }).dataLayer;
    expect(layer.filter((entry) => entry.event).map((entry) => entry.event)).toEqual([
      'remove_from_cart',
    ]);
  });

  it('keeps a refused removal’s words for the item and logs it', async () => {
    const gift = await sample('Retail');
    await engine.removeCartItem(gift);
    const again = await engine.removeCartItem(gift);
    expect(again).toEqual({ ok: false, message: 'That item is no longer in your cart.' });
    expect(engine.$failures.get()).toEqual({
      [engine.itemKey(gift)]: 'That item is no longer in your cart.',
    });
    await expect.poll(() => sb.requests('/log/client')).toEqual(['POST /log/client']);
  });

  it('starts a new session and shows the expired notice on SESSION FAIL', async () => {
    const room = await sample('Hotel');
    const before = s.$session.get()!.SessionId;
    await sb.control('/sandbox/api/session/expire');
    const outcome = await engine.removeCartItem(room);
    expect(outcome).toEqual({ ok: false, message: null });
    expect(s.$notice.get()).toBe('booking-expired');
    expect(s.$session.get()!.SessionId).not.toBe(before);
    expect(s.$cart.get().FolioItems).toEqual([]);
    expect(sb.requests('/log/client')).toEqual([]);
  });

  it('adds and removes a room’s extras, loading the catalogue once', async () => {
    const room = await sample('Hotel');
    await Promise.all([engine.loadSpecialServices(), engine.loadSpecialServices()]);
    const state = engine.$specialServices.get();
    expect(state.status).toBe('ready');
    expect(sb.requests('/rs/request')).toHaveLength(1);
    const prosecco =
      state.status === 'ready'
        ? state.services.find((x) => x.PMSSpecialServiceName === 'Bottle of Prosecco')!
        : undefined;
    expect(await engine.addExtra(room, { PMSItemId: prosecco!.PMSItemId, Comments: null })).toEqual(
      {
        ok: true,
      },
    );
    const line = s.$cart.get().FolioItems[0]!;
    expect(line.Amount).toBe(277);
    expect(s.$cart.get().FolioBalance).toBe(277);
    expect(await engine.removeExtra(line, line.SpecialServices[0]!)).toEqual({ ok: true });
    expect(s.$cart.get().FolioBalance).toBe(245);
  });
});

describe('a lapsed session or an offline system, from any call (issue 17 items 5 and 6)', () => {
  it('"Add to room" shows the expired notice, not "the extras could not be loaded"', async () => {
    await sample('Hotel');
    const before = s.$session.get()!.SessionId;
    await sb.control('/sandbox/api/session/expire');
    await engine.loadSpecialServices();
    const state = engine.$specialServices.get();
    expect(state).toMatchObject({ status: 'error' });
    expect(state.status === 'error' && state.message).toMatch(/Your session timed out/);
    await vi.waitFor(() => expect(s.$notice.get()).toBe('booking-expired'));
    expect(s.$session.get()!.SessionId).not.toBe(before);
    expect(s.$cart.get().FolioItems).toEqual([]);
    // One new session, however many calls said so.
    expect(sb.requests('/rs/clearSession')).toHaveLength(1);
  });

  it('a cart read with a lapsed session renews it with the notice (the hold time goes too)', async () => {
    await sample('Hotel');
    await sb.control('/sandbox/api/session/expire');
    await s.refreshCart();
    await vi.waitFor(() => expect(s.$notice.get()).toBe('booking-expired'));
    expect(s.$cart.get().FolioItems).toEqual([]);
    expect(engine.holdMinutesNow()).toBe(19);
  });

  it('an offline refusal shows the offline notice and the hotel’s words where the guest tried', async () => {
    const room = await sample('Hotel');
    await sb.control('/sandbox/api/system-state', { state: 'OFFLINE' });
    await engine.loadSpecialServices();
    const state = engine.$specialServices.get();
    expect(state.status === 'error' && state.message).toMatch(/Online booking is closed/);
    expect(s.$notice.get()).toBe('system-offline');
    expect(s.$system.get().SystemState).toBe('OFFLINE');
    const outcome = await engine.addExtra(room, { PMSItemId: 'X', Comments: null });
    expect(outcome).toEqual({
      ok: false,
      message: expect.stringMatching(/Online booking is closed/),
    });
  });
});
