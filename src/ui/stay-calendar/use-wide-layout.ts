import { useEffect, useState } from 'react';

/** Two months from this viewport width up, one below (booking-engine.md "Stay search"). */
export const TWO_MONTHS_FROM_PX = 768;

const query = () => `(min-width: ${TWO_MONTHS_FROM_PX}px)`;

/** True while the viewport is at least 768 px wide; follows resizes. */
export function useWideLayout(): boolean {
  const [wide, setWide] = useState(() => matchMedia(query()).matches);
  useEffect(() => {
    const list = matchMedia(query());
    const update = () => setWide(list.matches);
    update();
    // Both: some browsers miss the query's change when the viewport is resized by emulation.
    list.addEventListener('change', update);
    addEventListener('resize', update);
    return () => {
      list.removeEventListener('change', update);
      removeEventListener('resize', update);
    };
  }, []);
  return wide;
}
