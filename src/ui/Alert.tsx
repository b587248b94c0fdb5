import type { ReactNode } from 'react';
import css from './alert.css?inline';
import { useStyles } from './styles';
import { focusOnce } from './focus-once';
import { type Tone, roleOfTone } from './tone';
import toneCss from './tone-icons.css?inline';

export interface AlertProps {
  tone?: Tone;
  /** A short heading in bold before the words. */
  title?: ReactNode;
  /** What the guest can do about it (a "Try again" button). */
  actions?: ReactNode;
  part?: string;
  /** Take focus once shown (`tabindex="-1"`), as InlineStatus's `takeFocus`. */
  takeFocus?: boolean;
  children?: ReactNode;
}

/**
 * A message box about the page or a step: an icon and words (never colour alone), an
 * optional heading and actions. Errors and warnings are `role="alert"`, information and
 * success `role="status"`.
 *
 * Parts: `alert` (or the `part` given), `alert-actions`. Tokens: see `alert` in parts.ts.
 */
export function Alert(props: AlertProps) {
  const { tone = 'info', title, actions, part = 'alert', takeFocus, children } = props;
  useStyles(toneCss);
  useStyles(css);
  return (
    <div
      className="ik-alert"
      part={part}
      role={roleOfTone(tone)}
      data-tone={tone}
      tabIndex={takeFocus ? -1 : undefined}
      ref={takeFocus ? focusOnce : undefined}
    >
      <span className="ik-tone-icon" aria-hidden="true" />
      <div className="ik-alert-body">
        {title ? <p className="ik-alert-title">{title}</p> : null}
        {children}
        {actions ? (
          <div className="ik-alert-actions" part="alert-actions">
            {actions}
          </div>
        ) : null}
      </div>
    </div>
  );
}
