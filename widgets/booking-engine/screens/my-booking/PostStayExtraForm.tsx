import { type FormEvent, useId, useRef, useState } from 'react';
import { addPostStayExtra } from '../../../../src/api/account-flows';
import type { ExtraGroup } from '../../../../src/domain/extra-groups';
import { formatMoney } from '../../../../src/domain/format-money';
import { NOTE_MAX_LENGTH, validateExtra } from '../../../../src/domain/validate-extra';
import { $session } from '../../../../src/stores';
import { ExtraGroupFields, type GroupInput } from '../cart/ExtraGroupFields';

const EMPTY: GroupInput = { choice: null, text: '', picked: [] };
const groupPrice = (group: ExtraGroup) =>
  group.kind === 'choice' ? (group.choices[0]?.service.Price ?? 0) : group.service.Price;

/**
 * One post-stay extra of a booked room: the cart drawer's fields and rules
 * (`ExtraGroupFields`, `validateExtra`), sent to the booked stay rather than the cart.
 */
export function PostStayExtraForm(props: {
  group: ExtraGroup;
  pmsFolioId: string;
  onAdded: () => Promise<void>;
}) {
  const { group } = props;
  const [input, setInput] = useState<GroupInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const errorId = useId();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const checked = validateExtra(group, input);
    setStatus('');
    if (!checked.ok) return setError(checked.message);
    setError(null);
    busy.current = true;
    setSending(true);
    const outcome = await addPostStayExtra(
      $session.get(),
      props.pmsFolioId,
      checked.add,
      group.label,
    );
    if (outcome.ok) {
      setInput(EMPTY);
      await props.onAdded();
      setStatus(outcome.message);
    } else {
      setError(outcome.message);
    }
    busy.current = false;
    setSending(false);
  };

  const price = groupPrice(group);
  return (
    <form
      className="extra-group"
      aria-labelledby={titleId}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h3 id={titleId} className="extra-group__title">
        {group.label}{' '}
        <span className="extra-group__price">{price > 0 ? formatMoney(price) : 'No charge'}</span>
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
      <button type="submit" className="ik-button" aria-disabled={sending || undefined}>
        {sending ? 'Adding…' : 'Add'}
        <span className="ik-visually-hidden"> {group.label.toLowerCase()}</span>
      </button>
    </form>
  );
}
