import { type ReactNode, Suspense, lazy, useCallback, useState } from 'react';
import { activitySettings } from '../../../../src/core/activity-settings';
import { nowMs, today as todayOf } from '../../../../src/core/clock';
import { activityDayOffer } from '../../../../src/domain/activities/activity-day-label';
import { unavailableText } from '../../../../src/domain/activities/day-availability';
import { hasStarted } from '../../../../src/domain/activities/has-started';
import { screenArt } from '../../../../src/domain/activities/screen-art';
import { parseFeatured } from '../../../../src/domain/activities/featured-first';
import type { ActivityScreen } from '../../../../src/domain/activities/screen-classes';
import {
  screenDayReason,
  screenRules,
  screenSessions,
} from '../../../../src/domain/activities/screen-view';
import { addMonths } from '../../../../src/domain/calendar/add-months';
import { isIsoDay } from '../../../../src/domain/calendar/calendar-day';
import { formatWeekdayDate } from '../../../../src/domain/format/format-weekday-date';
import type { SpaClass } from '../../../../src/schemas/activities';
import {
  $activityFailure,
  addActivity,
  resetBulk,
  retryClasses,
} from '../../../../src/stores/engine/activities';
import { Alert } from '../../../../src/ui/Alert';
import { AsyncBlock } from '../../../../src/ui/AsyncBlock';
import { EmptyState } from '../../../../src/ui/EmptyState';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { useStore } from '../../../../src/ui/use-store';
import { useStyles } from '../../../../src/ui/styles';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import css from './activities.css?inline';
import { ActivityCalendar } from './ActivityCalendar';
import { BulkProgress } from './BulkProgress';
import { MySessions } from './MySessions';
import type { AddKind } from './session-actions-props';
import { SessionActions } from './SessionActions';
import { SessionList } from './SessionList';
import { useActivityMonth } from './use-activity-month';

/** The drawer's code (steppers, variants, bulk booking) loads when a guest first opens one. */
const BookDrawer = lazy(() => import('./BookDrawer').then((m) => ({ default: m.BookDrawer })));

export interface ClassScreenProps extends ScreenProps {
  screen: ActivityScreen;
  /** How its sessions are added. */
  kind: AddKind;
  /** "Back a step": where it goes (under the engine's base). */
  backPath: string;
  /** The screen's own words under its heading. */
  intro?: ReactNode;
  /** Said before a date is chosen. */
  prompt?: string;
  /** "My sessions" or "My services". */
  panelTitle?: string;
  /** Whether the chosen day is in the address (`/activities/events/:date?`). */
  datePath?: (day: string) => string;
  /** Keep the query (`?featured=`) when the day changes. */
  keepQuery?: boolean;
  /** List complimentary events apart (the events screen). */
  splitComplimentary?: boolean;
  loadingText?: string;
  emptyText?: string;
}

/**
 * The one class-screen pattern of the activity routes (issue 13, booking-engine.md §2): Back a
 * step, a month calendar whose unavailable days are disabled with their reason, the chosen
 * day's sessions, and the "My sessions" panel. Rules come from src/domain/activities, state
 * from the activities store; this view only lays them out.
 */
export function ClassScreen(props: ClassScreenProps) {
  useStyles(css);
  const { screen, route, params, search } = props;
  const { base, open } = useEngine();
  const config = activitySettings();
  const today = todayOf();
  const rules = screenRules(screen, config);
  const firstDay = rules.firstDate && rules.firstDate > today ? rules.firstDate : today;
  const lastMonth = rules.lastDate
    ? rules.lastDate.slice(0, 7)
    : addMonths(firstDay.slice(0, 7), 12);
  const pathDay = params.date && isIsoDay(params.date) ? params.date : null;
  const [localDay, setLocalDay] = useState<string | null>(null);
  const selected = props.datePath ? pathDay : localDay;
  const { state, setMonth } = useActivityMonth(
    screen,
    (selected ?? firstDay).slice(0, 7),
    today,
    config,
  );
  const failure = useStore($activityFailure);
  const [drawer, setDrawer] = useState<{ id: string; mode: 'places' | 'variants' } | null>(null);
  // Once opened, the drawer stays mounted so that it can close (and give focus back) itself.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const featured = parseFeatured(search.featured);
  const days = state.status === 'loaded' ? state.days : null;
  // Today's sessions that have started no longer count for its day (has-started).
  const reasonOf = useCallback(
    (day: string) => screenDayReason(screen, day, today, days, config, nowMs()),
    [screen, today, days, config],
  );
  const offerOf = useCallback(
    (day: string) =>
      days?.[day]
        ? activityDayOffer(screenSessions(screen, days[day], config), today, nowMs())
        : null,
    [screen, today, days, config],
  );
  const choose = (day: string) => {
    const query = props.keepQuery ? new URLSearchParams(search).toString() : '';
    if (props.datePath) open(`${props.datePath(day)}${query ? `?${query}` : ''}`, true);
    else setLocalDay(day);
  };
  const sessions =
    selected && days?.[selected] ? screenSessions(screen, days[selected], config, featured) : null;
  const monthEmpty =
    days !== null &&
    Object.values(days).every((list) => screenSessions(screen, list, config).length === 0);
  const drawerSession = drawer
    ? (Object.values(days ?? {})
        .flat()
        .find((s) => s.SpaClassId === drawer.id) ?? null)
    : null;
  const openDrawer = (session: SpaClass, mode: 'places' | 'variants') => {
    resetBulk();
    setDrawerWanted(true);
    setDrawer({ id: session.SpaClassId, mode });
  };
  const selectedReason = selected ? reasonOf(selected) : null;

  return (
    <section className="screen activity-screen" aria-label={route.title}>
      <LinkButton
        href={`${base}${props.backPath}`}
        variant="link"
        part="back"
        className="back-link"
      >
        <span aria-hidden="true">← </span>Back a step
      </LinkButton>
      <ScreenHeading title={route.title} />
      {props.intro ? <div className="activity-intro">{props.intro}</div> : null}
      {rules.laterText ? <p className="activity-later">{rules.laterText}</p> : null}
      <div className="activity-layout">
        <div className="activity-main">
          <ActivityCalendar
            firstDay={firstDay}
            lastMonth={lastMonth}
            selected={selected}
            loading={state.status === 'loading'}
            reasonOf={reasonOf}
            offerOf={offerOf}
            onMonth={setMonth}
            onChoose={choose}
          />
          {failure ? (
            <Alert tone="error" part="add-failure">
              <p>{failure}</p>
            </Alert>
          ) : null}
          {drawer ? null : <BulkProgress />}
          <AsyncBlock
            status={state.status}
            loadingText={props.loadingText ?? 'Loading sessions...'}
            error={state.status === 'failed' ? state.message : null}
            onRetry={() => void retryClasses()}
            isEmpty={monthEmpty}
            empty={
              <EmptyState title={props.emptyText ?? 'Sorry. No sessions are currently available.'}>
                <p>Please try another month.</p>
              </EmptyState>
            }
            part="sessions"
          >
            {() =>
              !selected || (!selectedReason && !sessions) ? (
                <p className="activity-prompt">{props.prompt ?? 'Please select a date.'}</p>
              ) : selectedReason || !sessions ? (
                <p className="activity-prompt">
                  {formatWeekdayDate(selected)}: {unavailableText(selectedReason ?? 'none')}
                </p>
              ) : (
                <>
                  <h2 className="activity-day-title">{formatWeekdayDate(selected)}</h2>
                  <SessionList
                    sessions={sessions}
                    minAge={rules.minAge}
                    art={screenArt(screen)}
                    splitComplimentary={props.splitComplimentary}
                    actionsOf={(session) =>
                      hasStarted(session.StartTime, today, nowMs()) ? (
                        <p className="session__started" part="session-started">
                          This session has already started.
                        </p>
                      ) : (
                        <SessionActions
                          session={session}
                          kind={props.kind}
                          config={config}
                          onAdd={(s) => void addActivity(s)}
                          onOpen={openDrawer}
                        />
                      )
                    }
                  />
                </>
              )
            }
          </AsyncBlock>
        </div>
        <MySessions title={props.panelTitle ?? 'My sessions'} />
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <BookDrawer
            session={drawerSession}
            mode={drawer?.mode ?? 'places'}
            config={config}
            onClose={() => setDrawer(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
