import { type FormEvent, useId, useRef, useState } from 'react';
import type { ExtraGroup } from '../../../../src/domain/extra-groups';
import { formatMoney } from '../../../../src/domain/format-money';
import { NOTE_MAX_LENGTH, validateExtra } from '../../../../src/domain/validate-extra';
import type { WebFolioItem } from '../../../../src/schemas/cart';
import { addExtra } from '../../../../src/stores/engine/index';
import { ExtraGroupFields, type GroupInput } from './ExtraGroupFields';

const price = (amount: number) => (amount > 0 ? formatMoney(amount) : 'No charge');
const groupPrice = (group: ExtraGroup) =>
  group.kind === 'choice' ? (group.choices[0]?.service.Price ?? 0) : group.service.Price;

/** One group of the extras drawer: its fields, its Add button, its messages. */
export function ExtraGroupForm({ group, room }: { group: ExtraGroup; room: WebFolioItem }) {
  const [input, setInput] = useState<GroupInput>({ choice: null, text: '', picked: [] });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateExtra(group, input);
    setStatus('');
    if (!checked.ok) {
      setError(checked.message);
      form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await addExtra(room, checked.add);
    setBusy(false);
    if (outcome?.ok) {
      setInput({ choice: null, text: '', picked: [] });
      setStatus(`Added ${group.label.toLowerCase()} to your room.`);
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
      <h3 id={titleId} className="extra-group__title">
        {group.label} <span className="extra-group__price">{price(groupPrice(group))}</span>
      </h3>
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
      <button type="submit" className="ik-button" aria-disabled={busy ? 'true' : undefined}>
        {busy ? 'Adding…' : 'Add'}
        <span className="ik-visually-hidden"> {group.label.toLowerCase()}</span>
      </button>
    </form>
  );
}
