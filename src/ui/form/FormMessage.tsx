import { useStyles } from '../styles';
import css from './field.css?inline';
import type { Outcome } from './use-account-form';

/**
 * A form's one live message: an alert for a failure (always in the page, so that it is
 * announced when filled), a status for a success. Words after an icon, never colour alone.
 */
export function FormMessage({ outcome }: { outcome: Outcome }) {
  useStyles(css);
  return (
    <>
      <p role="alert" className="ik-error ik-field-error" part="error">
        {outcome && !outcome.ok ? outcome.message : ''}
      </p>
      {outcome?.ok && outcome.message ? (
        <p role="status" className="ik-form-success" part="success">
          {outcome.message}
        </p>
      ) : null}
    </>
  );
}
