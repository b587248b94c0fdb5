/* Node environment with a happy-dom page, against the real sandbox (see spa.test). */
import { describe, expect, it } from 'vitest';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(async () => ({
  store: await import('./spa'),
  first: await import('./spa-first-day'),
  days: await import('../../domain/calendar/calendar-day'),
  clock: await import('../../core/clock'),
}));

const slot = (day: string) => ({
  StartTime: `${day}T10:00:00`,
  EndTime: `${day}T11:00:00`,
  SpaStaffs: { SpaStaff: [{ SpaStaffId: '1', SpaStaffName: '' }] },
});

describe('the first spa day with times', { timeout: 30_000 }, () => {
  it('skips days without times, and keeps what it loaded', async () => {
    const from = '2026-03-02';
    t.m.store.$spaTimes.set({
      'x|2026-03-02': { status: 'loaded', value: [] },
      'x|2026-03-03': { status: 'loaded', value: [] },
      'x|2026-03-04': { status: 'loaded', value: [slot('2026-03-04')] },
    });
    expect(await t.m.first.firstDayWithTimes('x', from, '2026-04-30')).toBe('2026-03-04');
  });

  it('stays on the first day when none within the limit or before the last day has times', async () => {
    const empty = { status: 'loaded' as const, value: [] };
    t.m.store.$spaTimes.set({ 'x|2026-03-02': empty, 'x|2026-03-03': empty });
    expect(await t.m.first.firstDayWithTimes('x', '2026-03-02', '2026-03-03')).toBe('2026-03-02');
    expect(await t.m.first.firstDayWithTimes('x', '2026-03-02', '2026-04-30', 2)).toBe(
      '2026-03-02',
    );
  });

  it('stops on a day whose times failed, for the drawer to say so there', async () => {
    t.m.store.$spaTimes.set({
      'x|2026-03-02': { status: 'loaded', value: [] },
      'x|2026-03-03': { status: 'failed', message: 'Sorry' },
    });
    expect(await t.m.first.firstDayWithTimes('x', '2026-03-02', '2026-04-30')).toBe('2026-03-03');
  });

  it('loads the days it does not know from the sandbox (the massage has times tomorrow)', async () => {
    const config = await import('../../core/config');
    const tomorrow = t.m.days.addDays(t.m.clock.today(), 1);
    config.resetConfig({ spa: { lastDate: t.m.days.addDays(tomorrow, 30) } });
    t.m.store.$spaTimes.set({ [`103500|${t.m.clock.today()}`]: { status: 'loaded', value: [] } });
    expect(await t.m.first.firstDayWithTimes('103500', t.m.clock.today(), tomorrow)).toBe(tomorrow);
    expect(t.m.store.$spaTimes.get()[`103500|${tomorrow}`]?.status).toBe('loaded');
    config.resetConfig();
  });
});
