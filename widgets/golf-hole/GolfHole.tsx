import { useEffect, useId, useState } from 'react';
import { FURNITURE } from '../../src/domain/public/furniture-constants';
import { safeLink } from '../../src/domain/safety/safe-link';
import type { GolfHole as Hole } from '../../src/schemas/golf-hole';
import { TEES, type Tee } from '../../src/schemas/golf-tees';
import type { Translate } from '../../src/core/i18n/translate';
import { Popover } from '../../src/ui/Popover';
import { useTranslate } from '../../src/ui/use-translate';
import { useWidget } from '../../src/ui/widget-context';
import { Diagram } from './Diagram';
import { readHole } from './read-hole';
import { useCountUp } from './use-count-up';

interface HoleTitles {
  /** The heading ("Hole 3: Lakeside"), or null when the hole has neither number nor name. */
  heading: string | null;
  /** The same inside a sentence ("hole 3: Lakeside"; "this hole" when there is none). */
  inSentence: string;
}

function holeTitles(hole: Hole, t: Translate): HoleTitles {
  const number = hole.hole ?? '';
  const name = hole.name ?? '';
  if (number && name) {
    return {
      heading: t('golf.holeNamed', { number, name }),
      inSentence: t('golf.holeNamedInSentence', { number, name }),
    };
  }
  if (number) {
    return {
      heading: t('golf.hole', { number }),
      inSentence: t('golf.holeInSentence', { number }),
    };
  }
  return name
    ? { heading: name, inSentence: name }
    : { heading: null, inSentence: t('golf.thisHole') };
}

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
  hint?: { text: string; name: string };
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
                <span className="ik-visually-hidden">{hint.name}</span>
              </>
            }
          >
            {hint.text}
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

function HoleView({ hole, t }: { hole: Hole; t: Translate }) {
  const { emit } = useWidget();
  const [tee, setTee] = useState<Tee>('black');
  const run = useHalfVisibleCount(useWidget().host);
  const name = useId();
  const title = holeTitles(hole, t);
  const teeLabel = (tee: Tee) => t(`golf.tee.${tee}`);
  const diagram = safeLink(hole.diagram.src, 'image');
  const pins = hole.pinZones ? safeLink(hole.pinZones.src, 'image') : null;
  return (
    <section part="hole" className="hole" aria-label={title.heading ?? t('golf.golfHole')}>
      {title.heading ? <h3 part="title">{title.heading}</h3> : null}
      <div className="layout">
        <Diagram
          src={diagram}
          alt={hole.diagram.alt ?? t('golf.diagramOf', { title: title.inSentence })}
          missing={t('golf.diagramMissing', { title: title.inSentence })}
        />
        <div className="facts">
          <fieldset part="tees">
            <legend>{t('golf.tee')}</legend>
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
            <Stat
              label={t('golf.yards', { tee: teeLabel(tee) })}
              value={hole.yards[tee]}
              run={run}
            />
            <Stat label={t('golf.par')} value={hole.par} run={run} />
            <Stat
              label={t('golf.strokeIndex')}
              value={hole.strokeIndex}
              run={run}
              hint={{ text: t('golf.strokeIndexHint'), name: t('golf.aboutStrokeIndex') }}
            />
          </dl>
          {pins ? (
            <figure part="pin-zones" className="pins">
              <img src={pins} alt={hole.pinZones?.alt ?? t('golf.pinZonesAlt')} />
              <figcaption>{t('golf.pinZones')}</figcaption>
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
  const t = useTranslate();
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
  if (!t) return null;
  if (!reading.ok) {
    return (
      <div role="alert" part="error" className="ik-error problems">
        <p>{t('golf.cannotShow')}</p>
        <ul>
          {reading.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <HoleView hole={reading.hole} t={t} />;
}
