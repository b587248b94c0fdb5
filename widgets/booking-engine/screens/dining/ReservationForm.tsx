import { type FormEvent, useEffect, useRef, useState } from 'react';
import { mealTimes } from '../../../../src/domain/dining/meal-times';
import { PARTY_MAX, PARTY_MIN } from '../../../../src/domain/dining/party-size';
import type { ReservationErrors } from '../../../../src/domain/dining/reservation-errors';
import { formatTime } from '../../../../src/domain/format/format-date';
import type { DiningVenue } from '../../../../src/schemas/dining';
import { $diningTimes, loadDiningTimes, timesKey } from '../../../../src/stores/engine/dining';
import { $diningReserving, reserveTable } from '../../../../src/stores/engine/dining-reserve';
import { Button } from '../../../../src/ui/Button';
import { FieldFrame } from '../../../../src/ui/form/Field';
import { FormMessage } from '../../../../src/ui/form/FormMessage';
import { SubmitButton } from '../../../../src/ui/form/SubmitButton';
import { Stepper } from '../../../../src/ui/Stepper';
import { TimeGrid } from '../../../../src/ui/TimeGrid';
import { useStore } from '../../../../src/ui/use-store';

const FIELDS = ['promotionId', 'party', 'time', 'requests'] as const;

/**
 * "Add a reservation" (booking-engine.md §2 Dining): restaurant, party size 1 to 12, the day's
 * times with covers for the party (breakfast until 11:00, dinner from 17:00) as the kit's
 * TimeGrid, special requests.
 * A wrong field is said beside it and keeps what the guest typed; the server's refusal above
 * the buttons.
 */
export function ReservationForm(props: {
  id: string;
  day: string;
  title: string;
  venues: DiningVenue[];
  /** Why a restaurant has no table this night (it is offered, disabled, with the words). */
  reasonOf: (promotionId: string) => string | null;
  onDone: (said: string) => void;
  onCancel: () => void;
}) {
  const { id, day, venues } = props;
  const [promotionId, setPromotionId] = useState(venues.length === 1 ? venues[0]!.PromotionId : '');
  const [party, setParty] = useState(2);
  const [time, setTime] = useState('');
  const [requests, setRequests] = useState('');
  const [errors, setErrors] = useState<ReservationErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const reserving = useStore($diningReserving);
  const allTimes = useStore($diningTimes);
  const form = useRef<HTMLFormElement>(null);
  const timeGroup = useRef<HTMLFieldSetElement>(null);
  const venue = venues.find((v) => v.PromotionId === promotionId);
  const key = promotionId ? timesKey(promotionId, day, party) : '';
  const times = key ? allTimes[key] : undefined;
  const offered =
    times?.status === 'loaded' && venue
      ? mealTimes(
          venue.Meal,
          times.value.map((t) => t.VisitTime),
        )
      : [];

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('select, input, textarea')?.focus();
  }, []);
  useEffect(() => {
    if (promotionId && !$diningTimes.get()[timesKey(promotionId, day, party)]) {
      void loadDiningTimes(promotionId, day, party);
    }
  }, [promotionId, day, party]);
  // A time the new restaurant or party no longer has is no longer chosen.
  const chosen = offered.includes(time) ? time : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reserving !== null) return;
    setRefusal(null);
    const outcome = await reserveTable(day, { promotionId, party, time: chosen, requests });
    if (outcome.ok) {
      props.onDone(
        `Table held: ${venue?.VenueName ?? ''}, ${formatTime(chosen)}, ${party} ${party === 1 ? 'guest' : 'guests'}. It shows as Holding in your cart until checkout.`,
      );
      return;
    }
    setErrors(outcome.errors);
    setRefusal(outcome.message);
    const first = FIELDS.find((field) => outcome.errors[field]);
    // The time grid takes focus on its chosen time, else its first (as the spa's does).
    const grid = first === 'time' ? timeGroup.current : null;
    const target = grid
      ? (grid.querySelector<HTMLElement>('input:checked') ??
        grid.querySelector<HTMLElement>('input:not(:disabled)'))
      : first
        ? form.current?.querySelector<HTMLElement>(`[data-field=${first}]`)
        : null;
    target?.focus();
  };

  const clear = (field: keyof ReservationErrors) =>
    setErrors(({ [field]: _gone, ...rest }) => rest);

  return (
    <form
      ref={form}
      id={id}
      part="reservation-form"
      className="dining__form"
      aria-label={`Add a reservation: ${props.title}`}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <FieldFrame id={`${id}-restaurant`} label="Restaurant" error={errors.promotionId}>
        {(aria) => (
          <select
            {...aria}
            part="input"
            data-field="promotionId"
            value={promotionId}
            onChange={(e) => {
              setPromotionId(e.target.value);
              clear('promotionId');
            }}
          >
            {venues.length > 1 ? <option value="">Choose a restaurant</option> : null}
            {venues.map((v) => {
              const reason = props.reasonOf(v.PromotionId);
              return (
                <option key={v.PromotionId} value={v.PromotionId} disabled={reason !== null}>
                  {reason ? `${v.VenueName} (${reason})` : v.VenueName}
                </option>
              );
            })}
          </select>
        )}
      </FieldFrame>
      <div data-field="party" tabIndex={-1} className="dining__party">
        <Stepper
          label="Party size"
          note={`${PARTY_MIN} to ${PARTY_MAX} guests`}
          one="guest"
          value={party}
          min={PARTY_MIN}
          max={PARTY_MAX}
          onChange={(n) => {
            setParty(n);
            clear('party');
          }}
        />
        {errors.party ? (
          <p className="ik-error ik-field-error" part="field-error">
            {errors.party}
          </p>
        ) : null}
      </div>
      {offered.length ? (
        // The times as the spa and the activities show theirs: the kit's grid of radios, one
        // tab stop, the arrow keys between times.
        <TimeGrid
          groupRef={timeGroup}
          legend="Time"
          name={`${id}-time`}
          part="field time-grid"
          times={offered.map((t) => ({ value: t, time: formatTime(t) }))}
          chosen={chosen}
          onChoose={(t) => {
            setTime(t);
            clear('time');
          }}
          error={errors.time}
          errorId={`${id}-time-error`}
        />
      ) : (
        <div
          role="group"
          aria-labelledby={`${id}-time-label`}
          aria-describedby={errors.time ? `${id}-time-error` : undefined}
          className="ik-field"
          part="field"
          data-field="time"
          tabIndex={-1}
        >
          <p id={`${id}-time-label`} className="dining__time-label">
            Time
          </p>
          <p className="ik-hint" part="field-hint" role="status">
            {!promotionId
              ? 'Choose a restaurant to see its times.'
              : times?.status === 'loading' || !times
                ? 'Loading times…'
                : times.status === 'failed'
                  ? times.message
                  : 'No times available.'}
          </p>
          {errors.time ? (
            <p id={`${id}-time-error`} className="ik-error ik-field-error" part="field-error">
              {errors.time}
            </p>
          ) : null}
        </div>
      )}
      {times?.status === 'failed' ? (
        <Button part="retry" onClick={() => void loadDiningTimes(promotionId, day, party)}>
          Try again
        </Button>
      ) : null}
      <FieldFrame
        id={`${id}-requests`}
        label="Special requests"
        optional
        hint="Allergies, a high chair, a table by the window…"
        error={errors.requests}
      >
        {(aria) => (
          <textarea
            {...aria}
            part="input"
            data-field="requests"
            rows={3}
            value={requests}
            onChange={(e) => {
              setRequests(e.target.value);
              clear('requests');
            }}
          />
        )}
      </FieldFrame>
      <FormMessage outcome={refusal ? { ok: false, message: refusal } : null} />
      <div className="ik-actions">
        <SubmitButton busy={reserving !== null} label="Add to cart" busyLabel="Adding…" />
        <Button part="cancel" variant="quiet" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
