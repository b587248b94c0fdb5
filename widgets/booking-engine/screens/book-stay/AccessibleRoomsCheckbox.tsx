import { useId } from 'react';
import fieldCss from '../../../../src/ui/form/field.css?inline';
import { useStyles } from '../../../../src/ui/styles';

/**
 * The search's "Accessible rooms" checkbox (`?accessible=1` once searched), its words beside
 * the box and a hint under them (the kit's choice layout). It changes nothing until the
 * search is made.
 */
export function AccessibleRoomsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  useStyles(fieldCss);
  const id = useId();
  return (
    <div className="ik-choice" part="accessible-filter">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>Accessible rooms</label>
      <p id={`${id}-hint`} className="ik-hint">
        Only rooms with accessibility features, such as a step-free route or a roll-in shower.
      </p>
    </div>
  );
}
