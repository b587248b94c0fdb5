/**
 * What stands in for a screen while its chunk loads: the heading's line and three card shapes
 * inside the engine's reserved height (booking-engine.css, themes/base.css), so nothing the
 * guest sees moves when the screen arrives. Still and grey: no shimmer to switch off.
 */
export function ScreenSkeleton() {
  return (
    <div role="status" className="loading skeleton">
      <span className="ik-visually-hidden">Loading…</span>
      <div className="skeleton__title" aria-hidden="true" />
      <div className="skeleton__card" aria-hidden="true" />
      <div className="skeleton__card" aria-hidden="true" />
      <div className="skeleton__card" aria-hidden="true" />
    </div>
  );
}
