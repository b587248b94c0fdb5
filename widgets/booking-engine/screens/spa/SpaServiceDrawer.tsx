import { useEffect, useRef, useState } from 'react';
import { formatDate, formatTime } from '../../../../src/domain/format/format-date';
import { spaDay } from '../../../../src/domain/spa/spa-day';
import { spaLaterText } from '../../../../src/domain/spa/spa-later-text';
import type { SpaService } from '../../../../src/schemas/spa';
import { $spaBooking, $spaFailure, bookTreatment } from '../../../../src/stores/engine/spa';
import { firstDayWithTimes } from '../../../../src/stores/engine/spa-first-day';
import { Alert } from '../../../../src/ui/Alert';
import { Button } from '../../../../src/ui/Button';
import { Drawer } from '../../../../src/ui/Drawer';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { useStore } from '../../../../src/ui/use-store';
import { useEngine } from '../../engine-context';
import { SpaDays } from './SpaDays';
import { SpaFacts } from './TreatmentCard';
import { type SpaChoice, SpaTimes } from './SpaTimes';

/**
 * The spa service drawer (booking-engine.md §4): what the treatment is, its duration and
 * price, then a day on a date grid (from the first day with times, up to the last spa day;
 * after it, "available shortly") and that day's times (FetchSpaAvailability) with the therapist when the guest
 * may choose; "Add to cart" adds it to the cart (a temporary customer first when needed).
 * A lapsed session closes it: the expired notice says the rest.
 */
export function SpaServiceDrawer(props: {
  service: SpaService;
  open: boolean;
  onClose: () => void;
  firstDay: string;
  today: string;
  lastDate: string;
  /** Move on from `firstDay` to the first day with times (no day was asked for). */
  seekTimes?: boolean;
}) {
  const { service, today, lastDate } = props;
  const { base } = useEngine();
  const [day, setDay] = useState(props.firstDay);
  // Until the first day with times is found, the times wait (no "No times" for a moment).
  const [seeking, setSeeking] = useState(Boolean(props.seekTimes));
  const [choice, setChoice] = useState<SpaChoice | null>(null);
  const [missing, setMissing] = useState(false);
  // "Add to cart" refused for want of a time: focus goes to the first time (WCAG 3.3.1).
  const [refusals, setRefusals] = useState(0);
  const [booked, setBooked] = useState<string | null>(null);
  const failure = useStore($spaFailure);
  const booking = useStore($spaBooking) === service.SpaItemId;
  const state = spaDay(day, today, lastDate);
  const outcome = useRef<HTMLDivElement>(null);

  // The result is below the times: bring it into view (on a phone it is past the fold). A
  // booking takes focus to its confirmation, so that the next Tab is its "Go to cart".
  useEffect(() => {
    if (booked) outcome.current?.focus();
    if (booked || failure) outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [booked, failure]);

  useEffect(() => {
    if (!seeking) return;
    let live = true;
    void firstDayWithTimes(service.SpaItemId, day, lastDate).then((found) => {
      if (!live) return;
      setDay(found);
      setSeeking(false);
    });
    return () => {
      live = false;
    };
    // Once, when the drawer mounts: a day the guest chooses ends the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changeDay = (next: string) => {
    setSeeking(false);
    setDay(next);
    setChoice(null);
    setMissing(false);
  };

  const book = async () => {
    if (!choice || state !== 'bookable') {
      setMissing(true);
      setRefusals((n) => n + 1);
      return;
    }
    setBooked(null);
    const ok = await bookTreatment(service.SpaItemId, choice.start, choice.staffId);
    if (ok) {
      setBooked(`${service.ItemName}, ${formatDate(day)} at ${formatTime(choice.start)}`);
      setChoice(null);
    } else if ($spaFailure.get() === null) props.onClose();
  };

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={service.ItemName}
      label={`Spa service: ${service.ItemName}`}
      closeLabel="Close spa service"
      part="drawer spa-drawer"
      footer={
        <Button
          variant="primary"
          part="button book-treatment"
          busy={booking}
          busyLabel="Adding…"
          onClick={() => void book()}
        >
          Add to cart
        </Button>
      }
    >
      {service.ItemDesc ? <p>{service.ItemDesc}</p> : null}
      <SpaFacts service={service} />
      {state === 'bookable' ? (
        <>
          <SpaDays
            day={day}
            today={today}
            lastDate={lastDate}
            price={service.Price}
            onChoose={changeDay}
          />
          {seeking ? (
            <InlineStatus tone="busy" part="spa-seeking">
              Finding the first day with times…
            </InlineStatus>
          ) : (
            <SpaTimes
              itemId={service.SpaItemId}
              day={day}
              choice={choice}
              missing={missing}
              refusals={refusals}
              onChoose={(next) => {
                setChoice(next);
                setMissing(false);
              }}
            />
          )}
        </>
      ) : (
        // Today is after the last spa day (the day starts on today): no day to choose.
        <InlineStatus part="spa-later">{spaLaterText(lastDate)}</InlineStatus>
      )}
      <div ref={outcome} tabIndex={booked ? -1 : undefined}>
        {failure ? (
          <Alert tone="error" part="spa-failure">
            <p>{failure}</p>
          </Alert>
        ) : null}
        {booked ? (
          <Alert
            tone="success"
            title="Added to your cart"
            part="spa-booked"
            actions={
              <LinkButton href={`${base}/cart`} part="button go-to-cart">
                Go to cart
              </LinkButton>
            }
          >
            <p>{booked}</p>
          </Alert>
        ) : null}
      </div>
    </Drawer>
  );
}
