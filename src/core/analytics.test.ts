// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { track } from './analytics';
import { resetConfig } from './config';
import { resetConsent } from './consent';

describe('track', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('pushes GA4 ecommerce events after clearing the last ecommerce object', () => {
    track({ event: 'view_cart', ecommerce: { currency: 'GBP', value: 245 } });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_cart', ecommerce: { currency: 'GBP', value: 245 } },
    ]);
  });

  it('dispatches the same payload as a bubbling, composed ik-analytics event', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen: Event[] = [];
    document.addEventListener('ik-analytics', (e) => seen.push(e), { once: true });
    track({ event: 'sign_up', method: 'newsletter' }, host);
    const event = seen[0] as CustomEvent;
    expect(event.detail).toEqual({ event: 'sign_up', method: 'newsletter' });
    expect(event.bubbles && event.composed).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'newsletter' }]);
  });
});

describe('track and consent (issue 21 item 8)', () => {
  beforeEach(() => {
    delete window.dataLayer;
    resetConsent();
  });
  afterEach(() => resetConfig());

  const tell = (analytics: string) =>
    document.dispatchEvent(new CustomEvent('ik-consent', { detail: { analytics } }));
  const events = () =>
    (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'view_cart');

  it('pushes nothing while waiting, then what happens after an ik-consent grant', () => {
    resetConfig({ consent: 'wait' });
    const seen: Event[] = [];
    document.addEventListener('ik-analytics', (e) => seen.push(e));
    track({ event: 'view_cart', ecommerce: { value: 1 } });
    expect(window.dataLayer ?? []).toEqual([]);
    expect(seen).toHaveLength(1); // the page's own DOM event still tells the host page
    tell('granted');
    track({ event: 'view_cart', ecommerce: { value: 2 } });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_cart', ecommerce: { value: 2 } },
    ]);
    tell('denied');
    track({ event: 'view_cart', ecommerce: { value: 3 } });
    expect(events()).toHaveLength(1);
  });

  it('follows Google Consent Mode in dataLayer while waiting', () => {
    resetConfig({ consent: 'wait' });
    window.dataLayer = [['consent', 'default', { analytics_storage: 'denied' }]];
    track({ event: 'view_cart' });
    expect(events()).toHaveLength(0);
    window.dataLayer.push(['consent', 'update', { analytics_storage: 'granted' }]);
    track({ event: 'view_cart' });
    expect(events()).toHaveLength(1);
  });

  it('never pushes when denied, whatever the guest is said to choose', () => {
    resetConfig({ consent: 'denied' });
    tell('granted');
    track({ event: 'view_cart' });
    expect(window.dataLayer ?? []).toEqual([]);
  });
});

describe('track in a prerendered page (issue 35 §3)', () => {
  const prerendering = (value: boolean) =>
    Object.defineProperty(document, 'prerendering', { value, configurable: true });
  beforeEach(() => {
    delete window.dataLayer;
    resetConsent();
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'prerendering');
  });

  it('counts nothing while prerendered, then the event once the guest opens the page', () => {
    prerendering(true);
    const seen: Event[] = [];
    document.addEventListener('ik-analytics', (e) => seen.push(e));
    track({ event: 'view_item_list', ecommerce: { item_list_name: 'Book your Stay' } });
    expect(window.dataLayer ?? []).toEqual([]);
    expect(seen).toHaveLength(0);
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item_list', ecommerce: { item_list_name: 'Book your Stay' } },
    ]);
    expect(seen).toHaveLength(1);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(window.dataLayer).toHaveLength(2);
  });
});
