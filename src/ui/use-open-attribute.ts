import { useCallback, useEffect, useRef } from 'react';
import { useWidget } from './widget-context';

/**
 * Open state of a panel element, held in its `open` attribute: the attribute is the one
 * source of truth, so the page may open or close the panel by setting or removing it, and
 * it always says how the panel is. Every change is announced with an `ik-toggle` event
 * (`detail: { open }`).
 *
 * (There is deliberately no component state to keep in step with the attribute: setting the
 * attribute from an effect renders the element again at once, inside preact's commit, where
 * a stale state update could reopen the panel.)
 */
export function useOpenAttribute(
  openProp: boolean | undefined,
): [boolean, (open: boolean) => void] {
  const { host, emit } = useWidget();
  const open = Boolean(openProp);
  const announced = useRef(open);

  useEffect(() => {
    if (announced.current === open) return;
    announced.current = open;
    emit('ik-toggle', { open });
  }, [open, emit]);

  const setOpen = useCallback((next: boolean) => host.toggleAttribute('open', next), [host]);
  return [open, setOpen];
}
