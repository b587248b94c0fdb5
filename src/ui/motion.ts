import { useEffect, useState } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** Whether the guest asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCE).matches;
}

/** A transition's duration: `ms`, or 0 while the guest prefers reduced motion. */
export function useMotionMs(ms: number): number {
  const [reduce, setReduce] = useState(prefersReducedMotion);
  useEffect(() => {
    const query = matchMedia(REDUCE);
    const onChange = () => setReduce(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduce ? 0 : ms;
}

/** The window's width, kept up to date as it is resized. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
