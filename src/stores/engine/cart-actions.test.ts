/*
 * Node environment with a happy-dom page, against the real sandbox (see booking-session.test).
 * The engine's stores are imported after freshStores, so they share its fresh module graph.
 */
import { waitForState } from '../../../tests/shared/wait-for-state';
import { describe, expect, it } from 'vitest';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(() => import('./index'));

async function sample(category = 'Hotel') {
  await t.sb.control('/sandbox/api/cart/sample', { category });
  await t.s.refreshCart();
  return t.s.$cart.get().FolioItems.at(-1)!;
}

describe('engine cart actions', () => {
  it('removes an item once however often asked, refreshes the cart and reports remove_from_cart', async () => {
    const gift = await sample('Retail');
    const [first, second] = await Promise.all([t.m.removeCartItem(gift), t.m.removeCartItem(gift)]);
    expect(first).toEqual({ ok: true });
    expect(second).toBe(null);
    expect(t.sb.requests('/rs/request')).toEqual(['POST /rs/request']);
    expect(t.s.$cart.get().FolioItems).toEqual([]);
    expect(t.m.$busy.get()).toEqual({});
    const layer = (window as unknown as { dataLayer: { event?: string }[] }).dataLayer;
    expect(layer.filter((entry) => entry.event).map((entry) => entry.event)).toEqual([
      'remove_from_cart',
    ]);
  });

  it('reports add_to_cart for each line a treatment, places or a table added, by category', async () => {
    await sample('Hotel');
    await t.sb.control('/sandbox/api/cart/sample', { category: 'Treatments' });
    await t.sb.control('/sandbox/api/cart/sample', { category: 'Dining' });
    await t.m.refreshCartTrackingAdds();
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    const added = layer.filter((entry) => entry.event === 'add_to_cart');
    expect(added).toHaveLength(1);
    const { items } = added[0]!.ecommerce as { items: { item_category: string }[] };
    expect(items.map((item) => item.item_category)).toEqual(['Treatments', 'Dining']);
    // Nothing new: nothing reported.
    await t.m.refreshCartTrackingAdds();
    expect(layer.filter((entry) => entry.event === 'add_to_cart')).toHaveLength(1);
  });

  it('keeps a refused removal’s words for the item and logs it', async () => {
    const gift = await sample('Retail');
    await t.m.removeCartItem(gift);
    const again = await t.m.removeCartItem(gift);
    expect(again).toEqual({ ok: false, message: 'That item is no longer in your cart.' });
    expect(t.m.$failures.get()).toEqual({
      [t.m.itemKey(gift)]: 'That item is no longer in your cart.',
    });
    await expect.poll(() => t.sb.requests('/log/client')).toEqual(['POST /log/client']);
  });

  it('starts a new session and shows the expired notice on SESSION FAIL', async () => {
    const room = await sample('Hotel');
    const before = t.s.$session.get()!.SessionId;
    await t.sb.control('/sandbox/api/session/expire');
    const outcome = await t.m.removeCartItem(room);
    expect(outcome).toEqual({ ok: false, message: null });
    expect(t.s.$notice.get()).toBe('booking-expired');
    expect(t.s.$session.get()!.SessionId).not.toBe(before);
    expect(t.s.$cart.get().FolioItems).toEqual([]);
    expect(t.sb.requests('/log/client')).toEqual([]);
  });

  it('adds and removes a room’s extras, loading the catalogue once', async () => {
    const room = await sample('Hotel');
    await Promise.all([t.m.loadSpecialServices(), t.m.loadSpecialServices()]);
    const state = t.m.$specialServices.get();
    expect(state.status).toBe('ready');
    expect(t.sb.requests('/rs/request')).toHaveLength(1);
    const prosecco =
      state.status === 'ready'
        ? state.services.find((x) => x.PMSSpecialServiceName === 'Bottle of Prosecco')!
        : undefined;
    expect(await t.m.addExtra(room, { PMSItemId: prosecco!.PMSItemId, Comments: null })).toEqual({
      ok: true,
    });
    const line = t.s.$cart.get().FolioItems[0]!;
    expect(line.Amount).toBe(277);
    expect(t.s.$cart.get().FolioBalance).toBe(277);
    expect(await t.m.removeExtra(line, line.SpecialServices[0]!)).toEqual({ ok: true });
    expect(t.s.$cart.get().FolioBalance).toBe(245);
  });
});

describe('a lapsed session or an offline system, from any call (issue 17 items 5 and 6)', () => {
  it('"Add to room" shows the expired notice, not "the extras could not be loaded"', async () => {
    await sample('Hotel');
    const before = t.s.$session.get()!.SessionId;
    await t.sb.control('/sandbox/api/session/expire');
    await t.m.loadSpecialServices();
    const state = t.m.$specialServices.get();
    expect(state).toMatchObject({ status: 'error' });
    expect(state.status === 'error' && state.message).toMatch(/Your session timed out/);
    await waitForState(() => expect(t.s.$notice.get()).toBe('booking-expired'));
    expect(t.s.$session.get()!.SessionId).not.toBe(before);
    expect(t.s.$cart.get().FolioItems).toEqual([]);
    // One new session, however many calls said so.
    expect(t.sb.requests('/rs/clearSession')).toHaveLength(1);
  });

  it('a cart read with a lapsed session renews it with the notice (the hold time goes too)', async () => {
    await sample('Hotel');
    await t.sb.control('/sandbox/api/session/expire');
    await t.s.refreshCart();
    await waitForState(() => expect(t.s.$notice.get()).toBe('booking-expired'));
    expect(t.s.$cart.get().FolioItems).toEqual([]);
    expect(t.m.holdMinutesNow()).toBe(19);
  });

  it('an offline refusal shows the offline notice and the hotel’s words where the guest tried', async () => {
    const room = await sample('Hotel');
    await t.sb.control('/sandbox/api/system-state', { state: 'OFFLINE' });
    await t.m.loadSpecialServices();
    const state = t.m.$specialServices.get();
    expect(state.status === 'error' && state.message).toMatch(/Online booking is closed/);
    expect(t.s.$notice.get()).toBe('system-offline');
    expect(t.s.$system.get().SystemState).toBe('OFFLINE');
    const outcome = await t.m.addExtra(room, { PMSItemId: 'X', Comments: null });
    expect(outcome).toEqual({
      ok: false,
      message: expect.stringMatching(/Online booking is closed/),
    });
  });
});
