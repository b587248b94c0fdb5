import { useEffect, useState } from 'react';
import type { ActivityConfig } from '../../../../src/domain/activities/activity-config';
import type { ActivityScreen } from '../../../../src/domain/activities/screen-classes';
import type { SpaClass } from '../../../../src/schemas/activities';
import {
  $classes,
  activityMonthKey,
  loadActivityMonth,
} from '../../../../src/stores/engine/activities';
import { useStore } from '../../../../src/ui/use-store';

export type MonthState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; days: Readonly<Record<string, SpaClass[]>> };

/**
 * The month a screen's calendar shows and its sessions: asked for when the month turns, and
 * read from the store only once the store holds that month (never another screen's).
 */
export function useActivityMonth(
  screen: ActivityScreen,
  firstMonth: string,
  today: string,
  config: ActivityConfig,
): { month: string; setMonth: (month: string) => void; state: MonthState } {
  const [month, setMonth] = useState(firstMonth);
  const classes = useStore($classes);
  useEffect(() => {
    void loadActivityMonth(screen, month, today, config);
  }, [screen, month, today, config]);
  const key = activityMonthKey(screen, month, today, config);
  let state: MonthState = { status: 'loading' };
  if (classes.status !== 'idle' && classes.key === key) {
    if (classes.status === 'failed') state = { status: 'failed', message: classes.message };
    if (classes.status === 'loaded') state = { status: 'loaded', days: classes.days };
  }
  return { month, setMonth, state };
}
