import type * as v from 'valibot';
import { type FormPostBodies, postForm } from '../../api/forms-api';
import { track } from '../../core/analytics';
import { botCheckToken, loadBotCheck } from '../../core/bot-check';
import { botRefusalText } from '../../domain/text/bot-refusal-text';
import { FORM_ENDPOINTS, type FormKind } from '../../schemas/forms/endpoints';
import { FormController, type FormOptions, type FormValues } from './form-controller';

export interface FormSetup<V extends FormValues, S extends v.GenericSchema> extends Pick<
  FormOptions<V, S>,
  'defaults' | 'toInput' | 'onFailed'
> {
  /** Which of the seven posts: its endpoint, bot-check action and analytics event. */
  kind: FormKind;
  /** The shared wire schema (built afresh when its rules, such as today, may change). */
  schema: S;
  /** More of the post's body beside `formData` and `recaptcha` (the competition's list). */
  extra?: () => Record<string, unknown>;
  onSent?: (payload: v.InferOutput<S>) => void;
  /** Off for a form whose values are not worth keeping (none so far). */
  draft?: boolean;
}

/** This element's draft key: its tag, the page, and its id or place among its kind. */
function draftKeyOf(host: HTMLElement): string {
  const place = host.id || String([...document.querySelectorAll(host.localName)].indexOf(host));
  return `${host.localName}:${location.pathname}:${place}`;
}

/**
 * The form controller of one marketing form element `host`: drafts keyed to the element, the
 * bot check (`script` and `siteKey`, loaded on the first interaction), the post to its
 * endpoint, `contact` in the bot check's refusal, the analytics event on success. It always
 * calls the latest setup (`latest.current`), first given as `setup`.
 */
export function createElementForm<V extends FormValues, S extends v.GenericSchema>(
  setup: FormSetup<V, S>,
  latest: { current: FormSetup<V, S> },
  host: HTMLElement,
  script: string,
  siteKey: string,
  contact: { current: { phone?: string; email?: string } },
): FormController<V, S> {
  return new FormController<V, S>({
    defaults: setup.defaults,
    schema: () => latest.current.schema,
    toInput: setup.toInput && ((values) => latest.current.toInput!(values)),
    draftKey: setup.draft === false ? undefined : draftKeyOf(host),
    botCheck: () => botCheckToken(script, siteKey, FORM_ENDPOINTS[latest.current.kind].action),
    send: (formData, recaptcha) => {
      const { kind, extra } = latest.current;
      const body = { formData, recaptcha, ...extra?.() };
      return postForm(kind, body as FormPostBodies[typeof kind]);
    },
    botRefusedText: () => botRefusalText(contact.current),
    onFirstInteraction: () => void loadBotCheck(script, siteKey).catch(() => {}),
    onSent: (payload) => {
      const { event } = FORM_ENDPOINTS[latest.current.kind];
      track({ event, form: host.localName }, host);
      latest.current.onSent?.(payload);
    },
    onFailed: (error, payload) => latest.current.onFailed?.(error, payload),
  });
}
