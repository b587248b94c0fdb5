import { useEffect, useRef, useState } from 'react';
import { countUpValue } from '../../src/domain/public/count-up';

/**
 * A number that counts up to `target` over `durationMs` each time `target` or `run` changes
 * (from 0 when `run` changes, from the shown number when only `target` does). Under reduced
 * motion it shows the target at once.
 */
export function useCountUp(target: number, run: number, durationMs: number): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  const lastRun = useRef(run);
  useEffect(() => {
    const restart = lastRun.current !== run;
    lastRun.current = run;
    const from = restart ? 0 : shownRef.current;
    // Read here rather than through src/ui/motion, which would load the panels' motion chunk.
    const duration = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : durationMs;
    const start = performance.now();
    let frame = 0;
    const step = () => {
      const value = countUpValue(from, target, performance.now() - start, duration);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(frame);
  }, [target, run, durationMs]);
  return shown;
}
