/**
 * Where an animated panel is in its life: hidden, sliding (or fading) in, shown, sliding out.
 * `opening` and `closing` last the transition's duration, then `settle` ends them.
 */
export type PanelPhase = 'closed' | 'opening' | 'open' | 'closing';
export type PanelEvent = 'open' | 'close' | 'settle';

/**
 * The next phase after an event. With no duration (reduced motion) a panel jumps straight
 * to open or closed. Opening while closing (or the reverse) turns round from where it is.
 */
export function nextPanelPhase(
  phase: PanelPhase,
  event: PanelEvent,
  durationMs: number,
): PanelPhase {
  const animated = durationMs > 0;
  switch (event) {
    case 'open':
      if (phase === 'open' || phase === 'opening') return phase;
      return animated ? 'opening' : 'open';
    case 'close':
      if (phase === 'closed' || phase === 'closing') return phase;
      return animated ? 'closing' : 'closed';
    case 'settle':
      if (phase === 'opening') return 'open';
      if (phase === 'closing') return 'closed';
      return phase;
  }
}
