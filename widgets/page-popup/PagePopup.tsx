import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '../../src/ui/Dialog';
import { useWidget } from '../../src/ui/widget-context';
import { Button } from '../../src/ui/Button';

interface PagePopupProps {
  heading?: string;
}

/** Whether the CMS gave the popup anything to show. */
function hasContent(host: HTMLElement): boolean {
  return [...host.childNodes].some(
    (node) =>
      node.nodeType === Node.ELEMENT_NODE ||
      (node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim())),
  );
}

/** The page popup: a modal that opens on load when the page has popup content. */
export function PagePopup({ heading }: PagePopupProps) {
  const { host, emit } = useWidget();
  const [open, setOpen] = useState(() => hasContent(host));
  useEffect(() => {
    if (open) emit('ik-toggle', { open: true });
    // Announced once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    emit('ik-toggle', { open: false });
  }, [emit]);
  return (
    <Dialog open={open} title={heading || 'Notice'} onClose={close}>
      <div part="content" className="content">
        <slot />
      </div>
      <div className="ik-actions">
        <Button variant="primary" part="close" onClick={close}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
