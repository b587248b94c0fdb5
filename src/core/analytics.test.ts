// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { track } from './analytics';

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
