import { describe, expect, it } from 'vitest';
import { analyticsAllowed, consentModeChoice, eventChoice } from './consent';

/** What gtag pushes: its own arguments object. */
function gtag(..._args: unknown[]): unknown {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

describe('analytics consent', () => {
  it('follows a fixed setting whatever the guest chose', () => {
    expect(analyticsAllowed('granted', 'denied', 'denied')).toBe(true);
    expect(analyticsAllowed('denied', 'granted', 'granted')).toBe(false);
  });

  it('waits for a choice, an ik-consent event before Consent Mode', () => {
    expect(analyticsAllowed('wait', undefined, undefined)).toBe(false);
    expect(analyticsAllowed('wait', undefined, 'granted')).toBe(true);
    expect(analyticsAllowed('wait', 'denied', 'granted')).toBe(false);
    expect(analyticsAllowed('wait', 'granted', 'denied')).toBe(true);
  });

  it('reads the latest Consent Mode analytics choice from dataLayer', () => {
    expect(consentModeChoice(undefined)).toBeUndefined();
    expect(consentModeChoice([{ event: 'page_view' }])).toBeUndefined();
    const layer = [
      gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' }),
      { event: 'page_view' },
      gtag('consent', 'update', { analytics_storage: 'granted' }),
      gtag('consent', 'update', { ad_storage: 'granted' }),
    ];
    expect(consentModeChoice(layer)).toBe('granted');
    expect(consentModeChoice(layer.slice(0, 2))).toBe('denied');
    // A plain array works too, and odd entries are passed over.
    expect(consentModeChoice([null, 7, ['consent', 'update', { analytics_storage: 'yes' }]])).toBe(
      undefined,
    );
    expect(consentModeChoice([['consent', 'default', { analytics_storage: 'granted' }]])).toBe(
      'granted',
    );
  });

  it('reads an ik-consent event detail, ignoring anything else', () => {
    expect(eventChoice({ analytics: 'granted' })).toBe('granted');
    expect(eventChoice({ analytics: 'denied' })).toBe('denied');
    expect(eventChoice({ analytics: 'maybe' })).toBeUndefined();
    expect(eventChoice(null)).toBeUndefined();
    expect(eventChoice('granted')).toBeUndefined();
  });
});
