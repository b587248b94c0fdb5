import { useEffect, useState } from 'react';
import { NOTICE_TEXT } from '../../src/domain/text/notice-text';
import {
  $notice,
  dismissNotice,
  keepSessionAlive,
  retryLoadSession,
  userMessageOf,
} from '../../src/stores';
import { Dialog } from '../../src/ui/Dialog';
import { useStore } from '../../src/ui/use-store';
import { useWidget } from '../../src/ui/widget-context';
import { Button } from '../../src/ui/Button';

/** The page's one session notice: five-minute warning, expiry, offline, connection trouble. */
export function SessionNotice() {
  const kind = useStore($notice);
  const { emit } = useWidget();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setError(null);
    if (kind) emit('ik-session-notice', { kind });
  }, [kind, emit]);

  const text = kind ? NOTICE_TEXT[kind] : null;

  const act = async () => {
    setBusy(true);
    setError(null);
    try {
      if (kind === 'session-warning') await keepSessionAlive();
      else await retryLoadSession();
      if ($notice.get() === kind && kind === 'session-warning') dismissNotice();
    } catch (e) {
      setError(userMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={kind !== null}
      title={text?.title ?? ''}
      onClose={dismissNotice}
      role="alertdialog"
    >
      <p part="message">{text?.body}</p>
      <p role="alert" part="error" className="ik-error">
        {error}
      </p>
      <div className="ik-actions">
        {text?.action ? (
          <Button variant="primary" part="action" disabled={busy} onClick={() => void act()}>
            {text.action}
          </Button>
        ) : null}
        <Button part="close" onClick={dismissNotice}>
          {text?.close}
        </Button>
      </div>
    </Dialog>
  );
}
