import { type MouseEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStyles } from '../styles';
import css from './error-summary.css?inline';

export interface ErrorSummaryItem {
  /** The id of the invalid control (or of its group). */
  id: string;
  message: string;
}

/**
 * The invalid fields of a form in the order the guest meets them: each control marked
 * `aria-invalid="true"` with the message FieldFrame (or FieldGroup) shows for it
 * (`#{id}-error`). The fields keep their own messages; the summary repeats them as links.
 */
export function invalidFieldsOf(form: HTMLElement): ErrorSummaryItem[] {
  const root = form.getRootNode() as Document | ShadowRoot;
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
    .map((control) => ({
      id: control.id,
      message: root.getElementById?.(`${control.id}-error`)?.textContent?.trim() ?? '',
    }))
    .filter((item) => item.id && item.message);
}

/** Focus the control a summary link names: a group's first choice, with its label in view. */
function focusField(link: HTMLElement, id: string): void {
  const root = link.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById?.(id);
  if (!target) return;
  const control = target.matches('input,select,textarea,button')
    ? target
    : target.querySelector<HTMLElement>('input,select,textarea,button');
  const label =
    (control?.id && root.querySelector(`label[for="${CSS.escape(control.id)}"]`)) || target;
  control?.focus({ preventScroll: true });
  label.scrollIntoView({ block: 'center' });
}

/**
 * After a refused submit of a long form, what the form needs, at its top (issue 22 build 4,
 * after the GOV.UK Design System's error summary): "There is a problem", then each field's
 * message as a link to the field. It takes focus as it appears (and on each later refusal), so
 * the guest hears how many things to fix; a link (click or Enter) focuses its field.
 *
 * `refusals` counts refused submits; the summary reads the invalid fields from `formRef`'s DOM
 * after each one, so any form of the kit (FormShell, the account forms) uses it unchanged.
 *
 * Parts: `error-summary`, `error-summary-title`, `error-summary-link`.
 */
export function ErrorSummary({
  formRef,
  refusals,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  refusals: number;
}) {
  useStyles(css);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<ErrorSummaryItem[]>([]);
  const [shownFor, setShownFor] = useState(0);
  // Read the fields once their messages are in the page (a layout effect: same frame).
  useLayoutEffect(() => {
    if (!refusals || !formRef.current) return;
    setItems(invalidFieldsOf(formRef.current));
    setShownFor(refusals);
  }, [refusals, formRef]);
  useLayoutEffect(() => {
    if (shownFor) box.current?.focus();
  }, [shownFor]);
  if (!refusals || !items.length) return null;
  return (
    <div
      ref={box}
      part="error-summary"
      className="ik-error-summary"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} part="error-summary-title" className="ik-error-summary__title">
        There is a problem
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              part="error-summary-link"
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                focusField(event.currentTarget, item.id);
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
