import type { SandboxDatabase } from './open-database';
import { readHoldLimits } from './settings-repo';

const MINUTE_MS = 60_000;

/**
 * When a cart's holds must lapse however often its session is kept alive (issue 17 for rooms,
 * issue 34 item 2 for everything else): the first live hold of the cart, of any kind (a room,
 * a treatment, a place in a class or event), plus the maximum minutes of the settings; null
 * when the cart holds nothing live. One deadline for the whole cart, so a keep-alive script
 * cannot keep treatments and places for the session's 12-hour lifetime.
 */
export function createCartHoldDeadline(db: SandboxDatabase) {
  const first = db.prepare<{ webFolioId: number; now: number }, { first: number | null }>(
    `SELECT MIN(first) AS first FROM (
       SELECT MIN(created_at) AS first FROM stay_holds
       WHERE web_folio_id = @webFolioId AND status = 'held' AND expires_at > @now
       UNION ALL
       SELECT MIN(p.created_at) FROM class_places p JOIN folio_items f ON f.id = p.folio_item_id
       WHERE f.web_folio_id = @webFolioId AND p.status = 'held' AND p.expires_at > @now
       UNION ALL
       SELECT MIN(b.created_at) FROM spa_bookings b JOIN folio_items f ON f.id = b.folio_item_id
       WHERE f.web_folio_id = @webFolioId AND b.status = 'held' AND b.expires_at > @now
     )`,
  );
  const setting = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  );
  return (webFolioId: number, now: number): number | null => {
    const at = first.get({ webFolioId, now })?.first;
    if (at == null) return null;
    const { maxMinutes } = readHoldLimits((key) => setting.get(key)?.value);
    return at + maxMinutes * MINUTE_MS;
  };
}

/** A hold's lapse time, never later than the cart's deadline (when it has one). */
export function withinDeadline(expiresAt: number, deadline: number | null): number {
  return deadline === null ? expiresAt : Math.min(expiresAt, deadline);
}
