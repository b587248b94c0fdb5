/* Node environment with a happy-dom page, against the real sandbox (see spa.test). */
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(async () => ({
  store: await import('./gift-cards'),
  stores: await import('../index'),
}));

describe('the gift card store', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await t.m.store.loadGiftCertificates(true);
  });

  it('loads the values and designs', () => {
    const loaded = t.m.store.$giftCertificates.get();
    expect(loaded.status === 'loaded' && loaded.value.map((g) => g.Price)).toEqual([
      25, 50, 75, 100, 150, 250,
    ]);
  });

  it('sends nothing while the draft is incomplete', async () => {
    t.m.store.setGiftDraft({ itemId: 'GC50', name: 'Ada' });
    expect(await t.m.store.addGiftCard()).toBe(false);
    expect(t.m.stores.$cart.get().FolioItems).toEqual([]);
  });

  it('adds a complete card to the cart as Retail, tracks add_to_cart and starts afresh', async () => {
    const seen: { event: string; ecommerce?: { items: { item_category: string }[] } }[] = [];
    document.addEventListener('ik-analytics', (e) => seen.push((e as CustomEvent).detail));
    t.m.store.setGiftDraft({
      itemId: 'GC75',
      name: 'Ada Lovelace',
      email: 'ada@innkit.test',
      address1: 'typed before switching to email',
    });
    expect(await t.m.store.addGiftCard()).toBe(true);
    const [line] = t.m.stores.$cart.get().FolioItems;
    expect(line).toMatchObject({
      Category: 'Retail',
      Amount: 75,
      CustomerName: 'Ada Lovelace',
      RateDetails: 'By email to ada@innkit.test',
    });
    expect(seen.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 75, items: [{ item_category: 'Retail', item_id: line?.FolioItemId }] },
    });
    expect(t.m.store.$giftDraft.get().name).toBe('');
  });

  it('keeps the draft and says why when the hotel refuses it', async () => {
    t.m.store.setGiftDraft({ itemId: 'GC50', name: 'Ada', email: 'not an email' });
    expect(await t.m.store.addGiftCard()).toBe(false);
    expect(t.m.store.$giftFailure.get()).toBeTruthy();
    expect(t.m.store.$giftDraft.get().email).toBe('not an email');
    expect(t.m.stores.$cart.get().FolioItems).toEqual([]);
  });
});
