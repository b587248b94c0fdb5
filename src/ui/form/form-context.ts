import { createContext, useContext } from 'react';
import type {
  FieldValue,
  FormController,
  FormSnapshot,
  FormValues,
} from '../../stores/forms/form-controller';

export interface FormContextValue {
  /** Prefix of every id in this form. */
  id: string;
  form: FormController<FormValues>;
  snapshot: FormSnapshot;
  busy: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** One field's value, message, ids and setter, inside a `<FormShell>`. */
export function useField(name: string) {
  const context = useContext(FormContext);
  if (!context) throw new Error('a field outside <FormShell>');
  const { id, form, snapshot } = context;
  const error = snapshot.errors[name];
  const fieldId = `${id}-${name}`;
  return {
    id: fieldId,
    value: snapshot.values[name] as FieldValue,
    error,
    errorId: `${fieldId}-error`,
    set: (value: FieldValue) => form.set(name, value),
    /** aria attributes of the control that the message belongs to. */
    aria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
    },
  };
}
