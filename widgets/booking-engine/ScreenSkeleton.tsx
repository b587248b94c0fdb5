/**
 * What stands in for a screen while its chunk loads: the screen's heading (its route's title,
 * which every screen shows as its heading; a grey line when there is none) and three card
 * shapes inside the engine's reserved height (booking-engine.css, themes/base.css), so nothing
 * the guest sees moves when the screen arrives. Still and grey: no shimmer to switch off. The
 * engine's first chunk draws the same before React arrives (first-paint.ts): keep them alike.
 */
export function ScreenSkeleton({ title }: { title?: string }) {
  return (
    <div role="status" className="loading skeleton">
      <span className="ik-visually-hidden">Loading…</span>
      {title ? (
        <p className="screen-title skeleton__heading" aria-hidden="true">
          {title}
        </p>
      ) : (
        <div className="skeleton__title" aria-hidden="true" />
      )}
      <div className="skeleton__card" aria-hidden="true" />
      <div className="skeleton__card" aria-hidden="true" />
      <div className="skeleton__card" aria-hidden="true" />
    </div>
  );
}
