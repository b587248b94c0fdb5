/* Node environment with a happy-dom page, against the real sandbox (see spa.test). */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiSandbox, startApiSandbox } from '../../testing/api-sandbox';
import { type FreshStores, freshStores } from '../../testing/fresh-stores';
import { clearDocumentCookies, installPageDom } from '../../testing/page-dom';
import type * as Stores from '../index';
import type * as Gifts from './gift-cards';

let sb: ApiSandbox;
let s: FreshStores;
let store: typeof Gifts;
let stores: typeof Stores;
const page = installPageDom();
const nodeCustomEvent = globalThis.CustomEvent;
globalThis.CustomEvent = page.window.CustomEvent as unknown as typeof CustomEvent;
afterAll(async () => {
  globalThis.CustomEvent = nodeCustomEvent;
  await page.uninstall();
});

afterEach(async () => {
  s.stop();
  clearDocumentCookies();
  localStorage.clear();
  sessionStorage.clear();
  await sb.close();
});

describe('the gift card store', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    sb = await startApiSandbox();
    s = await freshStores(sb.http);
    store = await import('./gift-cards');
    stores = await import('../index');
    await s.loadSession();
    await store.loadGiftCertificates(true);
  });

  it('loads the values and designs', () => {
    const loaded = store.$giftCertificates.get();
    expect(loaded.status === 'loaded' && loaded.value.map((g) => g.Price)).toEqual([
      25, 50, 75, 100, 150, 250,
    ]);
  });

  it('sends nothing while the draft is incomplete', async () => {
    store.setGiftDraft({ itemId: 'GC50', name: 'Ada' });
    expect(await store.addGiftCard()).toBe(false);
    expect(stores.$cart.get().FolioItems).toEqual([]);
  });

  it('adds a complete card to the cart as Retail, tracks add_to_cart and starts afresh', async () => {
    const seen: { event: string; ecommerce?: { items: { item_category: string }[] } }[] = [];
    document.addEventListener('ik-analytics', (e) => seen.push((e as CustomEvent).detail));
    store.setGiftDraft({
      itemId: 'GC75',
      name: 'Ada Lovelace',
      email: 'ada@innkit.test',
      address1: 'typed before switching to email',
    });
    expect(await store.addGiftCard()).toBe(true);
    const [line] = stores.$cart.get().FolioItems;
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
    expect(store.$giftDraft.get().name).toBe('');
  });

  it('keeps the draft and says why when the hotel refuses it', async () => {
    store.setGiftDraft({ itemId: 'GC50', name: 'Ada', email: 'not an email' });
    expect(await store.addGiftCard()).toBe(false);
    expect(store.$giftFailure.get()).toBeTruthy();
    expect(store.$giftDraft.get().email).toBe('not an email');
    expect(stores.$cart.get().FolioItems).toEqual([]);
  });
});
