import type { ReactNode } from 'react';
import css from './inline-status.css?inline';
import { useStyles } from './styles';
import { focusOnce } from './focus-once';
import { type Tone, roleOfTone } from './tone';
import toneCss from './tone-icons.css?inline';

export interface InlineStatusProps {
  /** `busy` turns a small spinner (still under reduced motion) in place of the icon. */
  tone?: Tone | 'busy';
  part?: string;
  /**
   * Take focus once shown (`tabindex="-1"`): the outcome of what the guest just did, when the
   * control they used is gone or now dimmed (a run of bookings ended).
   */
  takeFocus?: boolean;
  children: ReactNode;
}

/**
 * A one-line message beside what it is about ("Added to your room", "Saving…", "Not
 * available"): icon and words, `role="status"` (or `alert` for an error or a warning).
 *
 * Parts: `status` (or the `part` given). Tokens: see `inline-status` in src/ui/parts.ts.
 */
export function InlineStatus({
  tone = 'info',
  part = 'status',
  takeFocus,
  children,
}: InlineStatusProps) {
  useStyles(toneCss);
  useStyles(css);
  return (
    <p
      className="ik-inline-status"
      part={part}
      role={tone === 'busy' ? 'status' : roleOfTone(tone)}
      data-tone={tone}
      tabIndex={takeFocus ? -1 : undefined}
      ref={takeFocus ? focusOnce : undefined}
    >
      <span className="ik-tone-icon" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
