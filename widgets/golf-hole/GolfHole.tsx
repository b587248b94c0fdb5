import { useEffect, useId, useState } from 'react';
import { FURNITURE } from '../../src/domain/furniture-constants';
import { safeLink } from '../../src/domain/safe-link';
import type { GolfHole as Hole } from '../../src/schemas/golf-hole';
import { TEES, type Tee } from '../../src/schemas/golf-tees';
import { Popover } from '../../src/ui/Popover';
import { useWidget } from '../../src/ui/widget-context';
import { Diagram } from './Diagram';
import { readHole } from './read-hole';
import { useCountUp } from './use-count-up';

const teeLabel = (tee: Tee) => tee[0]!.toUpperCase() + tee.slice(1);

/** Counts of times the widget has become at least half visible (the counters restart then). */
function useHalfVisibleCount(host: HTMLElement): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some((e) => e.isIntersecting && e.intersectionRatio >= FURNITURE.golfVisibleRatio)
        ) {
          setCount((c) => c + 1);
        }
      },
      { threshold: FURNITURE.golfVisibleRatio },
    );
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return count;
}

function Stat({
  label,
  value,
  run,
  hint,
}: {
  label: string;
  value: number;
  run: number;
  hint?: string;
}) {
  const shown = useCountUp(value, run, FURNITURE.countUpMs);
  return (
    <div className="stat" part="stat">
      <dt>
        {label}
        {hint ? (
          <Popover
            trigger={
              <>
                <span aria-hidden="true">?</span>
                <span className="ik-visually-hidden">About {label.toLowerCase()}</span>
              </>
            }
          >
            {hint}
          </Popover>
        ) : null}
      </dt>
      <dd>
        <span aria-hidden="true" className="number">
          {shown}
        </span>
        <span className="ik-visually-hidden">{value}</span>
      </dd>
    </div>
  );
}

function HoleView({ hole }: { hole: Hole }) {
  const { emit } = useWidget();
  const [tee, setTee] = useState<Tee>('black');
  const run = useHalfVisibleCount(useWidget().host);
  const name = useId();
  const title = `Hole ${hole.hole ?? ''}${hole.name ? `: ${hole.name}` : ''}`.replace(
    'Hole : ',
    '',
  );
  const diagram = safeLink(hole.diagram.src, 'image');
  const pins = hole.pinZones ? safeLink(hole.pinZones.src, 'image') : null;
  return (
    <section part="hole" className="hole" aria-label={hole.hole || hole.name ? title : 'Golf hole'}>
      {hole.hole || hole.name ? <h3 part="title">{title}</h3> : null}
      <div className="layout">
        <Diagram
          src={diagram}
          alt={hole.diagram.alt ?? `Diagram of ${title.toLowerCase()}`}
          title={hole.hole || hole.name ? title : 'this hole'}
        />
        <div className="facts">
          <fieldset part="tees">
            <legend>Tee</legend>
            {TEES.map((t) => (
              <label key={t} part={t === tee ? 'tee tee-selected' : 'tee'} data-tee={t}>
                <input
                  type="radio"
                  name={name}
                  value={t}
                  checked={t === tee}
                  onChange={() => {
                    setTee(t);
                    emit('ik-tee-change', {
                      hole: hole.hole ?? null,
                      tee: t,
                      yards: hole.yards[t],
                    });
                  }}
                />
                <span className="swatch" aria-hidden="true" />
                {teeLabel(t)}
              </label>
            ))}
          </fieldset>
          <dl part="stats" className="stats">
            <Stat label={`Yards (${teeLabel(tee)})`} value={hole.yards[tee]} run={run} />
            <Stat label="Par" value={hole.par} run={run} />
            <Stat
              label="Stroke index"
              value={hole.strokeIndex}
              run={run}
              hint="How hard the hole plays: 1 is the hardest on the course, 18 the easiest."
            />
          </dl>
          {pins ? (
            <figure part="pin-zones" className="pins">
              <img src={pins} alt={hole.pinZones?.alt ?? 'Pin zones of the green'} />
              <figcaption>Pin zones</figcaption>
            </figure>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The golf hole statistics widget with tee selection (public-site.md §3, §4). */
export function GolfHole() {
  const { host } = useWidget();
  const [reading, setReading] = useState(() => readHole(host));
  useEffect(() => {
    const reread = () =>
      setReading((now) => {
        const fresh = readHole(host);
        return JSON.stringify(fresh) === JSON.stringify(now) ? now : fresh;
      });
    const observer = new MutationObserver(reread);
    observer.observe(host, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    // The data as it is now: an attribute set after the first render read it but before this
    // effect ran (a page's script right after the element upgraded) told no observer.
    reread();
    return () => observer.disconnect();
  }, [host]);
  useEffect(() => {
    if (!reading.ok) console.error(`[innkit] <ik-golf-hole>: ${reading.problems.join('; ')}`);
  }, [reading]);
  if (!reading.ok) {
    return (
      <div role="alert" part="error" className="ik-error problems">
        <p>This golf hole cannot be shown. Please check its data:</p>
        <ul>
          {reading.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <HoleView hole={reading.hole} />;
}
