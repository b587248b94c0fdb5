import { Suspense, lazy, useEffect, useState } from 'react';
import { today as todayOf } from '../../../../src/core/clock';
import { spaSettings } from '../../../../src/core/spa-settings';
import { spaCategories } from '../../../../src/domain/spa/spa-categories';
import { firstSpaDay } from '../../../../src/domain/spa/spa-day';
import { spaLaterText } from '../../../../src/domain/spa/spa-later-text';
import type { SpaService } from '../../../../src/schemas/spa';
import { $spaFailure, $spaServices, loadSpaServices } from '../../../../src/stores/engine/spa';
import { AsyncBlock } from '../../../../src/ui/AsyncBlock';
import { EmptyState } from '../../../../src/ui/EmptyState';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStore } from '../../../../src/ui/use-store';
import { useStyles } from '../../../../src/ui/styles';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { TreatmentCard } from './TreatmentCard';
import css from './spa.css?inline';

/** The service drawer's code (dates, times, therapists, booking) loads when a guest opens it. */
const SpaServiceDrawer = lazy(() =>
  import('./SpaServiceDrawer').then((m) => ({ default: m.SpaServiceDrawer })),
);

/**
 * Spa treatments (booking-engine.md §2; `/treatments`, and `/my-booking/treatments/:date?`
 * for a guest adding to a booked stay, whose date the drawer starts on): the treatments from
 * FetchSpaServices by category, each opening the spa service drawer to choose a day and time.
 */
export default function Treatments({ route, params }: ScreenProps) {
  useStyles(css);
  const services = useStore($spaServices);
  const { lastDate } = spaSettings();
  const today = todayOf();
  const [chosen, setChosen] = useState<SpaService | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const { status } = $spaServices.get();
    if (status === 'idle' || status === 'failed') void loadSpaServices();
  }, []);

  const choose = (service: SpaService) => {
    $spaFailure.set(null);
    setChosen(service);
    setOpen(true);
  };

  return (
    <section className="screen spa" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      <p className="spa__intro">Choose a treatment, then a day and a time.</p>
      <InlineStatus part="spa-later">{spaLaterText(lastDate)}</InlineStatus>
      <AsyncBlock
        status={services.status === 'idle' ? 'loading' : services.status}
        loadingText="Loading treatments…"
        error={services.status === 'failed' ? services.message : null}
        onRetry={() => void loadSpaServices()}
        isEmpty={services.status === 'loaded' && services.value.length === 0}
        empty={<EmptyState title="No treatments are available just now." />}
        part="spa-services"
      >
        {() =>
          spaCategories(services.status === 'loaded' ? services.value : []).map((group) => (
            <section
              key={group.key}
              className="spa-category"
              part="spa-category"
              aria-labelledby={`spa-${group.key || 'other'}`}
            >
              <h2 id={`spa-${group.key || 'other'}`}>{group.title}</h2>
              <ul className="spa-list">
                {group.services.map((service) => (
                  <TreatmentCard key={service.SpaItemId} service={service} onChoose={choose} />
                ))}
              </ul>
            </section>
          ))
        }
      </AsyncBlock>
      {chosen ? (
        <Suspense fallback={null}>
          <SpaServiceDrawer
            key={chosen.SpaItemId}
            service={chosen}
            open={open}
            onClose={() => setOpen(false)}
            firstDay={firstSpaDay(params.date, today, lastDate)}
            seekTimes={!params.date}
            today={today}
            lastDate={lastDate}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
