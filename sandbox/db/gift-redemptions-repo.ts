import type { SandboxDatabase } from './open-database';
import type { GiftCardRow } from './gift-cards-repo';

export interface GiftRedemptionRow {
  id: number;
  gift_card_id: number;
  web_folio_id: number;
  amount_minor: number;
  state: 'held' | 'spent' | 'released';
  /** A held redemption lapses at this time (ms) with its cart's session. */
  expires_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A held redemption with its card's code (for the cart's masked "····7QX4"). */
export type AppliedRedemptionRow = GiftRedemptionRow & { code: string };

/**
 * Gift card redemptions (issue 15 item 3): taking an amount off a card's balance is one guarded
 * UPDATE (`balance_minor >= amount`), so however many carts race for one card, its balance
 * never goes below zero and the sum taken never exceeds what it held. Run the changes inside
 * the caller's transaction.
 */
export function createGiftRedemptionsRepo(db: SandboxDatabase) {
  const selectCard = db.prepare<[string], GiftCardRow>(
    "SELECT * FROM gift_cards WHERE code = ? AND status = 'issued'",
  );
  const debit = db.prepare<[number, number, number]>(
    'UPDATE gift_cards SET balance_minor = balance_minor - ? WHERE id = ? AND balance_minor >= ?',
  );
  const credit = db.prepare<[number, number]>(
    'UPDATE gift_cards SET balance_minor = balance_minor + ? WHERE id = ?',
  );
  const insert = db.prepare<[number, number, number, number, number, number]>(
    `INSERT INTO gift_redemptions (gift_card_id, web_folio_id, amount_minor, expires_at,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const extend = db.prepare<{ webFolioId: number; expiresAt: number; now: number }>(
    `UPDATE gift_redemptions SET expires_at = @expiresAt
     WHERE web_folio_id = @webFolioId AND state = 'held' AND expires_at > @now
       AND expires_at < @expiresAt`,
  );
  const creditLapsed = db.prepare<{ now: number }>(
    `UPDATE gift_cards SET balance_minor = balance_minor + (
       SELECT SUM(r.amount_minor) FROM gift_redemptions r
       WHERE r.gift_card_id = gift_cards.id AND r.state = 'held' AND r.expires_at <= @now)
     WHERE id IN (SELECT gift_card_id FROM gift_redemptions
       WHERE state = 'held' AND expires_at <= @now)`,
  );
  const releaseLapsed = db.prepare<{ now: number }>(
    `UPDATE gift_redemptions SET state = 'released', updated_at = @now
     WHERE state = 'held' AND expires_at <= @now`,
  );
  const releaseLapsedInTransaction = db.transaction((now: number): number => {
    creditLapsed.run({ now });
    return releaseLapsed.run({ now }).changes;
  });
  const selectHeld = db.prepare<[number], AppliedRedemptionRow>(
    `SELECT r.*, c.code AS code FROM gift_redemptions r JOIN gift_cards c ON c.id = r.gift_card_id
     WHERE r.web_folio_id = ? AND r.state = 'held' ORDER BY r.id`,
  );
  const selectOne = db.prepare<[number, number], GiftRedemptionRow>(
    "SELECT * FROM gift_redemptions WHERE id = ? AND web_folio_id = ? AND state = 'held'",
  );
  const setAmount = db.prepare<[number, number, number]>(
    "UPDATE gift_redemptions SET amount_minor = ?, updated_at = ? WHERE id = ? AND state = 'held'",
  );
  const setState = db.prepare<[string, number, number]>(
    "UPDATE gift_redemptions SET state = ?, updated_at = ? WHERE id = ? AND state = 'held'",
  );
  const spendFolio = db.prepare<[number, number]>(
    "UPDATE gift_redemptions SET state = 'spent', updated_at = ? WHERE web_folio_id = ? AND state = 'held'",
  );

  return {
    /** An issued card by its code (normalised `XXXX-XXXX-XXXX`). */
    card: (code: string): GiftCardRow | undefined => selectCard.get(code),
    /** The cart's applied cards, oldest first. */
    held: (webFolioId: number): AppliedRedemptionRow[] => selectHeld.all(webFolioId),
    /**
     * Takes `amountMinor` off the card for the cart until `expiresAt` (the session's timeout,
     * moved on by activity); null when the card no longer has it.
     */
    hold(
      cardId: number,
      webFolioId: number,
      amountMinor: number,
      expiresAt: number,
      now: number,
    ): number | null {
      if (debit.run(amountMinor, cardId, amountMinor).changes !== 1) return null;
      const row = insert.run(cardId, webFolioId, amountMinor, expiresAt, now, now);
      return Number(row.lastInsertRowid);
    },
    /** A kept-alive session keeps its cart's cards (as extendHolds does for rooms). */
    extendHolds: (webFolioId: number, expiresAt: number, now: number): number =>
      extend.run({ webFolioId, expiresAt, now }).changes,
    /**
     * Every held redemption whose session lapsed gives its amount back to its card and is
     * released, in one transaction; how many. Run before a card's balance is read or taken.
     */
    releaseLapsed: (now: number): number => releaseLapsedInTransaction(now),
    /** Gives `giveBackMinor` of a held redemption back to its card (all of it: released). */
    giveBack(id: number, webFolioId: number, giveBackMinor: number, now: number): boolean {
      const row = selectOne.get(id, webFolioId);
      if (!row || giveBackMinor <= 0) return false;
      const back = Math.min(giveBackMinor, row.amount_minor);
      credit.run(back, row.gift_card_id);
      if (back === row.amount_minor) setState.run('released', now, id);
      else setAmount.run(row.amount_minor - back, now, id);
      return true;
    },
    /** The cart was booked: its cards' amounts are spent for good. */
    spendFolio: (webFolioId: number, now: number): void => void spendFolio.run(now, webFolioId),
  };
}
export type GiftRedemptionsRepo = ReturnType<typeof createGiftRedemptionsRepo>;
