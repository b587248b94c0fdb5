// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { strategyFor } from './strategy';

const element = (loading?: string) => {
  const el = document.createElement('ik-stay-calendar');
  if (loading !== undefined) el.setAttribute('loading', loading);
  return el;
};

describe('strategyFor', () => {
  it('takes the tag’s default when the element names none', () => {
    expect(strategyFor(element(), 'visible')).toBe('visible');
    expect(strategyFor(element(), 'eager')).toBe('eager');
  });

  it.each(['eager', 'visible', 'idle', 'interaction'] as const)(
    'lets loading="%s" override the default',
    (loading) => {
      expect(strategyFor(element(loading), loading === 'eager' ? 'idle' : 'eager')).toBe(loading);
    },
  );

  it('reads the attribute without regard to case or spaces', () => {
    expect(strategyFor(element(' Interaction '), 'eager')).toBe('interaction');
  });

  it.each(['', 'lazy', 'soon', 'eager visible'])(
    'keeps the default for loading="%s", which names no strategy',
    (loading) => {
      expect(strategyFor(element(loading), 'visible')).toBe('visible');
    },
  );
});
