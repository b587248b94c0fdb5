/**
 * The number a count-up shows `elapsedMs` into an animation of `durationMs` from `from` to
 * `to`: whole numbers, easing out (fast first, settling on the target), exactly `to` at the
 * end. A duration of 0 (reduced motion) shows the target at once.
 */
export function countUpValue(
  from: number,
  to: number,
  elapsedMs: number,
  durationMs: number,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  const t = elapsedMs / durationMs;
  const eased = 1 - (1 - t) ** 3;
  const value = from + (to - from) * eased;
  return to >= from ? Math.min(to, Math.floor(value)) : Math.max(to, Math.ceil(value));
}
