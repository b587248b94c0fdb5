import type { SandboxDatabase } from './open-database';

export interface GiftCertificateItemRow {
  item_id: string;
  name: string;
  description: string;
  price: number;
  image_url: string | null;
  position: number;
}

export interface GiftCardRow {
  id: number;
  folio_item_id: number;
  item_id: string;
  value_minor: number;
  issue_to_name: string;
  method: 'E' | 'M';
  email: string | null;
  address_json: string | null;
  message: string | null;
  status: 'held' | 'issued';
  code: string | null;
  balance_minor: number | null;
  customer_id: number | null;
  issued_on: string | null;
  expires_on: string | null;
  issued_at: number | null;
  created_at: number;
}

export interface NewGiftCard {
  folioItemId: number;
  itemId: string;
  valueMinor: number;
  issueToName: string;
  method: 'E' | 'M';
  email: string | null;
  addressJson: string | null;
  message: string | null;
}

/** What issuing a card sets: its code, who paid, the day and the last day it can be used. */
export interface GiftCardIssue {
  code: string;
  customerId: number;
  issuedOn: string;
  expiresOn: string;
}

/** The gift certificates on sale and the cards ordered (held with the cart, issued once paid). */
export function createGiftCardsRepo(db: SandboxDatabase) {
  const insertCard = db.prepare(
    `INSERT INTO gift_cards (folio_item_id, item_id, value_minor, issue_to_name, method, email,
       address_json, message, created_at)
     VALUES (@folioItemId, @itemId, @valueMinor, @issueToName, @method, @email, @addressJson,
       @message, @now)`,
  );
  const selectHeld = db.prepare<[number], GiftCardRow>(
    "SELECT * FROM gift_cards WHERE folio_item_id = ? AND status = 'held'",
  );
  const issueCard = db.prepare(
    `UPDATE gift_cards SET status = 'issued', code = @code, balance_minor = value_minor,
       customer_id = @customerId, issued_on = @issuedOn, expires_on = @expiresOn, issued_at = @now
     WHERE id = @id AND status = 'held'`,
  );
  const selectById = db.prepare<[number], GiftCardRow>('SELECT * FROM gift_cards WHERE id = ?');

  return {
    catalogue: () =>
      db
        .prepare<[], GiftCertificateItemRow>(
          'SELECT * FROM gift_certificate_items ORDER BY position, item_id',
        )
        .all(),
    find: (itemId: string) =>
      db
        .prepare<[string], GiftCertificateItemRow>(
          'SELECT * FROM gift_certificate_items WHERE item_id = ?',
        )
        .get(itemId),
    seed(items: readonly GiftCertificateItemRow[]): void {
      const insert = db.prepare(
        `INSERT OR IGNORE INTO gift_certificate_items VALUES
         (@item_id, @name, @description, @price, @image_url, @position)`,
      );
      db.transaction(() => items.forEach((item) => insert.run(item)))();
    },
    /** Orders a card for a cart line (run in the line's transaction). */
    add(card: NewGiftCard, now: number): number {
      return Number(insertCard.run({ ...card, now }).lastInsertRowid);
    },
    /** The held order of a cart line, if it has one. */
    heldOfLine: (folioItemId: number): GiftCardRow | undefined => selectHeld.get(folioItemId),
    /** Issues a held card once (a second call changes nothing); the card as it now is. */
    issue(id: number, issue: GiftCardIssue, now: number): GiftCardRow | undefined {
      issueCard.run({ id, ...issue, now });
      return selectById.get(id);
    },
    /** Sets an issued card's balance (test fixtures: a card part-spent). */
    setBalance: (id: number, balanceMinor: number): void =>
      void db.prepare('UPDATE gift_cards SET balance_minor = ? WHERE id = ?').run(balanceMinor, id),
    /** The card ordered on a cart line, held or issued (My Bookings reads the issued). */
    ofLine: (folioItemId: number): GiftCardRow | undefined =>
      db
        .prepare<[number], GiftCardRow>('SELECT * FROM gift_cards WHERE folio_item_id = ?')
        .get(folioItemId),
    /** An issued card by its code. */
    byCode: (code: string): GiftCardRow | undefined =>
      db.prepare<[string], GiftCardRow>('SELECT * FROM gift_cards WHERE code = ?').get(code),
    /** Every issued card, newest first (the mailbox's print-and-post list reads the posted). */
    issued: (): GiftCardRow[] =>
      db
        .prepare<[], GiftCardRow>(
          "SELECT * FROM gift_cards WHERE status = 'issued' ORDER BY issued_at DESC, id DESC LIMIT 100",
        )
        .all(),
  };
}
export type GiftCardsRepo = ReturnType<typeof createGiftCardsRepo>;
