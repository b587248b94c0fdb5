import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { SlotPanelProps } from './SlotPanel';

const load = () => import('./SlotPanel');
const Panel = lazy(() => load().then((m) => ({ default: m.SlotPanel })));

/**
 * Whether a furniture panel's code is wanted: from the moment it first opens, or the guest
 * shows intent on its toggle (`want`: a pointer over it or pressed on it, or focus), and from
 * then on. A page loads only the toggle; the panel's code (Sheet, the modal behaviour, their
 * CSS) comes on that intent, so a click finds it loaded or on its way, and the panel opens on
 * that same click either way (issue 19: 30 kB before interaction).
 */
export function usePanelWanted(open: boolean): [boolean, () => void] {
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  const want = useCallback(() => setWanted(true), []);
  return [wanted || open, want];
}

/** The toggle's handlers that show intent, so the panel's code starts loading early. */
export function intentHandlers(want: () => void) {
  return { onPointerEnter: want, onPointerDown: want, onFocus: want };
}

/** SlotPanel, loaded on first use; nothing is drawn (it is closed) until its code arrives. */
export function LazySlotPanel({ wanted, ...props }: SlotPanelProps & { wanted: boolean }) {
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
