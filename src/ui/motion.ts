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
    // The preference may have changed between the first render and this effect.
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduce ? 0 : ms;
}

/** The window's width, rendering again whenever the window is resized. */
export function useWindowWidth(): number {
  const [, setWidth] = useState(0);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  // Read at render, not from state: a click right after a resize sees the true width.
  return window.innerWidth;
}
