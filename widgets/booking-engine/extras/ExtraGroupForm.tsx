import { type FormEvent, useId, useRef, useState } from 'react';
import type { ExtraGroup } from '../../../src/domain/cart/extra-groups';
import { formatMoney } from '../../../src/domain/format/format-money';
import { NOTE_MAX_LENGTH, validateExtra } from '../../../src/domain/cart/validate-extra';
import {
  type AddExtra,
  type AddExtraOutcome,
  addExtra,
  type ExtraToAdd,
} from '../../../src/stores/engine/add-extra';
import { Button } from '../../../src/ui/Button';
import { ExtraGroupFields, type GroupInput } from './ExtraGroupFields';

const EMPTY: GroupInput = { choice: null, text: '', picked: [] };
const price = (amount: number) => (amount > 0 ? formatMoney(amount) : 'No charge');
const groupPrice = (group: ExtraGroup) =>
  group.kind === 'choice' ? (group.choices[0]?.service.Price ?? 0) : group.service.Price;

export type { AddExtraOutcome, ExtraToAdd };

/**
 * One group of an extras drawer: its fields, its rules (`validateExtra`), its Add button and its
 * messages. Where the extra goes (a room in the cart, a booked stay) is the caller's `onAdd`;
 * `headingLevel` fits the group's title under the caller's own headings (3 unless told).
 */
export function ExtraGroupForm(props: {
  group: ExtraGroup;
  onAdd: AddExtra;
  headingLevel?: 3 | 4;
}) {
  const { group } = props;
  const Heading = props.headingLevel === 4 ? 'h4' : 'h3';
  const [input, setInput] = useState<GroupInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const checked = validateExtra(group, input);
    setStatus('');
    if (!checked.ok) {
      setError(checked.message);
      form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    setError(null);
    busy.current = true;
    setSending(true);
    const outcome = await addExtra(props.onAdd, checked.add, group);
    busy.current = false;
    setSending(false);
    if (outcome?.ok) {
      setInput(EMPTY);
      setStatus(outcome.message ?? `Added ${group.label.toLowerCase()} to your room.`);
    } else if (outcome?.message) {
      setError(outcome.message);
    }
  };

  return (
    <form
      ref={form}
      className="extra-group"
      aria-labelledby={titleId}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <Heading id={titleId} className="extra-group__title">
        {group.label} <span className="extra-group__price">{price(groupPrice(group))}</span>
      </Heading>
      <ExtraGroupFields
        group={group}
        input={input}
        onInput={(next) => {
          setInput(next);
          setError(null);
        }}
        invalid={Boolean(error)}
        errorId={errorId}
        maxLength={NOTE_MAX_LENGTH}
      />
      <p id={errorId} part="error" className="ik-error" role="alert">
        {error}
      </p>
      <p role="status" className="extra-group__status">
        {status}
      </p>
      <Button type="submit" busy={sending}>
        {sending ? 'Adding…' : 'Add'}
        <span className="ik-visually-hidden"> {group.label.toLowerCase()}</span>
      </Button>
    </form>
  );
}
