import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import type { FormHandle } from '../../stores/forms/form-controller';
import { ErrorSummary } from './ErrorSummary';
import { OtherWays } from './OtherWays';
import { SubmitButton } from './SubmitButton';
import { FormContext } from './form-context';

export interface FormShellProps {
  handle: FormHandle;
  /** A visible heading; without one, `label` names the form for screen readers. */
  title?: string;
  label?: string;
  intro?: ReactNode;
  submitLabel?: string;
  /** The thank-you that replaces the form (public-site.md §8). */
  sentMessage: string;
  /** The button under the thank-you that brings back an empty form; none when null. */
  againLabel?: string | null;
  /** Extra reasons the button is off (a multi-subscribe with no list ticked). */
  submitDisabled?: boolean;
  /** Under the thank-you, in place of the "send another" button. */
  sentActions?: ReactNode;
  /**
   * A long form (an enquiry, a site visit): after a refused submit a "There is a problem"
   * summary at its top takes focus and links each message to its field. Without it, focus
   * goes to the first invalid field.
   */
  errorSummary?: boolean;
  children: ReactNode;
}

/**
 * The shared form: fields, one live region for what went wrong, and one submit button; the
 * thank-you message replaces it all once sent. Focus goes to the first invalid field after a
 * refused submit (to the error summary on a long form), and to the thank-you once sent.
 */
export function FormShell(props: FormShellProps) {
  const { title, intro, submitLabel = 'Send', sentMessage, againLabel = 'Send another' } = props;
  const { form, snapshot } = props.handle;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const { status, failure } = snapshot.state;
  const busy = status === 'submitting';

  // A message for no field shown here (the page's own settings, such as a missing list) goes
  // to the live region instead, so a refused submit always says why.
  const [unplaced, setUnplaced] = useState<string | null>(null);
  // Layout effects: focus moves in the same frame as the messages appear, never a frame later.
  useLayoutEffect(() => {
    if (!snapshot.refused) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!props.errorSummary) invalid?.focus();
    setUnplaced(invalid ? null : (Object.values(snapshot.errors)[0] ?? null));
  }, [snapshot.refused, snapshot.errors, props.errorSummary]);

  useLayoutEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  if (status === 'sent') {
    return (
      <div ref={sentRef} part="sent" className="ik-sent" role="status" tabIndex={-1}>
        <p>{sentMessage}</p>
        {props.sentActions ??
          (againLabel ? (
            <Button part="again" onClick={form.reset}>
              {againLabel}
            </Button>
          ) : null)}
      </div>
    );
  }

  const off = busy || props.submitDisabled;
  const formError = snapshot.errors[''] ?? (Object.keys(snapshot.errors).length ? unplaced : null);
  return (
    <FormContext.Provider value={{ id, form, snapshot, busy }}>
      <form
        ref={formRef}
        part="form"
        className="ik-form"
        noValidate
        aria-labelledby={title ? `${id}-title` : undefined}
        aria-label={title ? undefined : props.label}
        aria-busy={busy || undefined}
        // The guest's own focus, a key, a pointer or input: never a focus the page moved
        // before the guest did anything (the sign-up modal opening on its timer).
        onFocusCapture={() => navigator.userActivation?.hasBeenActive !== false && form.interact()}
        onKeyDownCapture={form.interact}
        onPointerDownCapture={form.interact}
        onInput={form.interact}
        onSubmit={(event) => {
          event.preventDefault();
          if (!off) void form.submit();
        }}
      >
        {title ? (
          <h2 id={`${id}-title`} part="title">
            {title}
          </h2>
        ) : null}
        {props.errorSummary ? <ErrorSummary formRef={formRef} refusals={snapshot.refused} /> : null}
        {intro}
        {props.children}
        {/* `error`, as every other element names its failure; `failure` is its old name. */}
        <p role="alert" part="error failure" className="ik-error">
          {failure ?? formError}
        </p>
        {snapshot.state.final ? (
          // Sending again cannot succeed: another way to reach the hotel, and no retry.
          <OtherWays />
        ) : (
          <SubmitButton
            busy={busy}
            disabled={props.submitDisabled}
            label={failure ? 'Send again' : submitLabel}
            busyLabel="Sending…"
          />
        )}
      </form>
    </FormContext.Provider>
  );
}
