import { Label, Message, type Common } from './field-parts';
import { useField } from './form-context';

export interface SelectFieldProps extends Common {
  options: readonly (string | { value: string; label: string })[];
  /** The first, empty choice ("Please choose"); none when the field has a default. */
  placeholder?: string;
}

/** A labelled select. */
export function SelectField(props: SelectFieldProps) {
  const { name, label, optional, options, placeholder } = props;
  const field = useField(name);
  return (
    <div className="ik-field" part="field">
      <Label htmlFor={field.id} label={label} optional={optional} />
      <select
        id={field.id}
        name={name}
        part="input"
        required={!optional}
        value={String(field.value ?? '')}
        {...field.aria}
        onChange={(e) => field.set(e.currentTarget.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <Message id={field.errorId} text={field.error} />
    </div>
  );
}
