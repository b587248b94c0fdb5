import { useEffect, useId, useRef } from 'react';
import { formatDate, formatTime } from '../../../../src/domain/format/format-date';
import type { SpaAvailability } from '../../../../src/schemas/spa';
import { $spaTimes, loadSpaTimes } from '../../../../src/stores/engine/spa';
import { AsyncBlock } from '../../../../src/ui/AsyncBlock';
import { EmptyState } from '../../../../src/ui/EmptyState';
import { TimeGrid } from '../../../../src/ui/TimeGrid';
import { useStore } from '../../../../src/ui/use-store';

/** The guest's choice: a start (`YYYY-MM-DDTHH:mm`) and a therapist, or none preferred. */
export interface SpaChoice {
  start: string;
  staffId: string | null;
}

const startOf = (slot: SpaAvailability) => slot.StartTime.slice(0, 16);
const staffOf = (slot: SpaAvailability | undefined) => slot?.SpaStaffs.SpaStaff ?? [];

/**
 * A day's times for one treatment (the kit's TimeGrid: arrows move between them), and, when more than
 * one therapist is free at the chosen time, who gives it. "No times available." when none.
 */
export function SpaTimes(props: {
  itemId: string;
  day: string;
  choice: SpaChoice | null;
  /** "Add to cart" was pressed without a time. */
  missing: boolean;
  /** How many times "Add to cart" was refused: each refusal focuses the first time. */
  refusals?: number;
  onChoose: (choice: SpaChoice) => void;
}) {
  const { itemId, day, choice } = props;
  const key = `${itemId}|${day}`;
  const times = useStore($spaTimes)[key];
  const name = useId();
  const therapistId = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  const { refusals = 0 } = props;

  useEffect(() => {
    if (!$spaTimes.get()[key]) void loadSpaTimes(itemId, day);
  }, [key, itemId, day]);

  useEffect(() => {
    if (refusals > 0) group.current?.querySelector('input')?.focus();
  }, [refusals]);

  const slots = times?.status === 'loaded' ? times.value : [];
  const chosen = slots.find((slot) => startOf(slot) === choice?.start);
  const staff = staffOf(chosen);
  return (
    <AsyncBlock
      status={!times || times.status === 'idle' ? 'loading' : times.status}
      loadingText="Loading times…"
      error={times?.status === 'failed' ? times.message : null}
      onRetry={() => void loadSpaTimes(itemId, day)}
      isEmpty={slots.length === 0}
      empty={
        <EmptyState title="No times available." part="empty no-times">
          <p>Please try another day.</p>
        </EmptyState>
      }
      part="spa-times"
    >
      {() => (
        <>
          <TimeGrid
            groupRef={group}
            legend={`Times on ${formatDate(day)}`}
            name={name}
            part="field spa-time-choice"
            optionPart="spa-time"
            times={slots.map((slot) => ({
              value: startOf(slot),
              time: formatTime(slot.StartTime),
            }))}
            chosen={choice?.start ?? ''}
            onChoose={(start) => props.onChoose({ start, staffId: null })}
            error={props.missing ? 'Please choose a time.' : undefined}
            errorId={`${name}-error`}
          />
          {chosen && staff.length > 1 ? (
            <div className="ik-field" part="field">
              <label htmlFor={therapistId}>Therapist</label>
              <select
                id={therapistId}
                part="input spa-therapist"
                value={choice?.staffId ?? ''}
                onChange={(event) =>
                  props.onChoose({
                    start: startOf(chosen),
                    staffId: event.currentTarget.value || null,
                  })
                }
              >
                <option value="">No preference</option>
                {staff.map((s) => (
                  <option key={s.SpaStaffId} value={s.SpaStaffId}>
                    {s.SpaStaffName || `Therapist ${s.SpaStaffId}`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </>
      )}
    </AsyncBlock>
  );
}
