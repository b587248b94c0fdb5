import { Label, Message, type Common } from './field-parts';
import { useField } from './form-context';

export interface TextFieldProps extends Common {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number';
  autoComplete?: string;
  multiline?: boolean;
  min?: string;
  max?: string;
}

/** A labelled input or textarea with its message beside it. */
export function TextField(props: TextFieldProps) {
  const { name, label, optional, type = 'text', multiline } = props;
  const field = useField(name);
  const common = {
    id: field.id,
    name,
    part: 'input',
    value: String(field.value ?? ''),
    required: !optional,
    ...field.aria,
    // onChange: React's per-keystroke event; preact/compat maps it to `input` for text.
    onChange: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      field.set(e.currentTarget.value),
  };
  return (
    <div className="ik-field" part="field">
      <Label htmlFor={field.id} label={label} optional={optional} />
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input
          type={type}
          autoComplete={props.autoComplete}
          min={props.min}
          max={props.max}
          {...common}
        />
      )}
      <Message id={field.errorId} text={field.error} />
    </div>
  );
}
