import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { type FakeClock, installFakeClock, recordAttribute } from './fake-clock';
import { until } from './helpers';

/**
 * Run `act` while the page prefers reduced motion, on a fake clock, once `panel` has taken
 * the preference (its transition lasts 0 s); both are put back after. Returns the values
 * the panel's `data-phase` took meanwhile, in order.
 */
export async function phasesUnderReducedMotion(
  panel: HTMLElement,
  act: (clock: FakeClock) => Promise<void>,
): Promise<(string | null)[]> {
  await emulateMedia({ reducedMotion: 'reduce' });
  try {
    await until(() => expect(getComputedStyle(panel).transitionDuration).to.equal('0s'));
    const clock = installFakeClock();
    try {
      const phases = recordAttribute(panel, 'data-phase', clock);
      await act(clock);
      phases.stop();
      return phases.seen.slice(1).map(([, value]) => value);
    } finally {
      clock.uninstall();
    }
  } finally {
    await emulateMedia({ reducedMotion: 'no-preference' });
  }
}
