import * as v from 'valibot';
import { isApiError, userMessageOf } from '../../api/errors';
import { clearDraft, readDraft, writeDraft } from '../../core/drafts';
import { botRefusalText } from '../../domain/text/bot-refusal-text';
import { type FormState, INITIAL_FORM_STATE, formTransition } from '../../domain/forms/form-state';
import { issuesByField } from '../../domain/forms/issues-by-field';
import { plainIssues } from '../../domain/forms/plain-message';
import { waitText } from '../../domain/text/wait-text';

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

export interface FormSnapshot<V extends FormValues = FormValues> {
  values: V;
  /** Field name → its message ('' for a message about the whole form). */
  errors: Record<string, string>;
  state: FormState;
  /** Counts submits refused by validation: the view moves focus when it changes. */
  refused: number;
}

/** A form as the shell and its fields see it: the controller and what it holds now. */
export interface FormHandle {
  form: FormController<FormValues>;
  snapshot: FormSnapshot;
}

export interface FormOptions<V extends FormValues, S extends v.GenericSchema> {
  defaults: V;
  /** The shared wire schema (what the hotel's server will accept), asked for at each check. */
  schema: () => S;
  /** The form's values → the schema's input (fields shown only on request left out…). */
  toInput?: (values: V) => unknown;
  /** Where the draft lives (sessionStorage); none when undefined. */
  draftKey?: string;
  /** A fresh bot-check token for this post. */
  botCheck: () => Promise<string>;
  send: (payload: v.InferOutput<S>, token: string) => Promise<unknown>;
  onSent?: (payload: v.InferOutput<S>) => void;
  onFailed?: (error: unknown, payload: v.InferOutput<S>) => void;
  /** What the guest is told when the server's bot check judged them automated. */
  botRefusedText?: () => string;
  /** The first focus or keystroke in the form (loads the bot check's script). */
  onFirstInteraction?: () => void;
  now?: () => number;
}

const BOT_CHECK_FAILED =
  'We could not run our spam check. Please check your connection, then send again.';

/** The server refused the post's bot-check token (a 422 naming `recaptcha`). */
export function botRefused(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.detail.status === 422 &&
    (error.detail.issues ?? []).some((issue) => issue.startsWith('recaptcha'))
  );
}

/**
 * Plain words for a failed post: a wait for 429, the bot check's refusal (`refusedText`, final:
 * sending again cannot help), the client's words otherwise.
 */
export function failureOf(
  error: unknown,
  refusedText: () => string = () => botRefusalText({}),
): { message: string; waitMs: number | null; final?: boolean } {
  if (botRefused(error)) return { message: refusedText(), waitMs: null, final: true };
  if (isApiError(error) && error.kind === 'rate-limited') {
    const seconds = error.detail.retryAfterSeconds;
    return { message: waitText(seconds), waitMs: seconds ? seconds * 1000 : null };
  }
  if (error instanceof Error && error.message.startsWith('bot check'))
    return { message: BOT_CHECK_FAILED, waitMs: null };
  return { message: userMessageOf(error), waitMs: null };
}

/**
 * One form's values, messages and state machine (src/domain/forms/form-state), framework-free: the
 * view subscribes and renders. Every value change is kept as a draft; a success clears it and
 * resets the values; a failure keeps everything and says what went wrong.
 */
export class FormController<V extends FormValues, S extends v.GenericSchema = v.GenericSchema> {
  #snapshot: FormSnapshot<V>;
  #listeners = new Set<() => void>();
  #interacted = false;

  constructor(private readonly options: FormOptions<V, S>) {
    const draft = options.draftKey ? readDraft(options.draftKey) : undefined;
    const values = { ...options.defaults };
    for (const key of Object.keys(values) as (keyof V)[]) {
      const saved = draft?.[key as string];
      if (saved !== undefined && typeof saved === typeof values[key])
        values[key] = saved as V[keyof V];
    }
    this.#snapshot = { values, errors: {}, state: INITIAL_FORM_STATE, refused: 0 };
  }

  get = (): FormSnapshot<V> => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #update(next: Partial<FormSnapshot<V>>) {
    this.#snapshot = { ...this.#snapshot, ...next };
    for (const listener of this.#listeners) listener();
  }

  #validate(values: V) {
    const input = this.options.toInput ? this.options.toInput(values) : values;
    return v.safeParse(this.options.schema(), input, { abortPipeEarly: true });
  }

  interact = (): void => {
    if (this.#interacted) return;
    this.#interacted = true;
    this.options.onFirstInteraction?.();
  };

  set = (name: keyof V & string, value: FieldValue): void => {
    const values = { ...this.#snapshot.values, [name]: value };
    let errors = this.#snapshot.errors;
    // A field already marked wrong is checked again as the guest fixes it.
    if (Object.keys(errors).length) {
      const result = this.#validate(values);
      const now = result.success ? {} : issuesByField(plainIssues(result.issues));
      errors = Object.fromEntries(
        Object.keys(errors).flatMap((key) => (now[key] ? [[key, now[key]]] : [])),
      );
    }
    this.#update({ values, errors });
    if (this.options.draftKey) writeDraft(this.options.draftKey, values);
  };

  submit = async (): Promise<void> => {
    const { state, values, refused } = this.#snapshot;
    if (state.status !== 'editing') return;
    const now = (this.options.now ?? Date.now)();
    if (state.waitUntil && now < state.waitUntil) {
      const seconds = (state.waitUntil - now) / 1000;
      this.#update({ state: { ...state, failure: waitText(seconds) } });
      return;
    }
    const result = this.#validate(values);
    if (!result.success) {
      this.#update({ errors: issuesByField(plainIssues(result.issues)), refused: refused + 1 });
      return;
    }
    this.#update({ errors: {}, state: formTransition(state, { type: 'submit' }) });
    const payload = result.output as v.InferOutput<S>;
    try {
      let token: string;
      try {
        token = await this.options.botCheck();
      } catch (cause) {
        throw new Error('bot check failed', { cause });
      }
      await this.options.send(payload, token);
    } catch (error) {
      const { message, waitMs, final } = failureOf(error, this.options.botRefusedText);
      const at = (this.options.now ?? Date.now)();
      this.#update({
        state: formTransition(this.#snapshot.state, {
          type: 'failed',
          message,
          waitUntil: waitMs === null ? null : at + waitMs,
          final,
        }),
      });
      this.options.onFailed?.(error, payload);
      return;
    }
    if (this.options.draftKey) clearDraft(this.options.draftKey);
    this.#update({
      values: { ...this.options.defaults },
      state: formTransition(this.#snapshot.state, { type: 'sent' }),
    });
    this.options.onSent?.(payload);
  };

  /** Back to an empty form after the thank-you. */
  reset = (): void => {
    this.#update({ state: formTransition(this.#snapshot.state, { type: 'reset' }) });
  };
}
