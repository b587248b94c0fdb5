import type { CustomerRow } from './rows';
import type { SandboxDatabase } from './open-database';

export interface CustomerCardRow {
  id: number;
  customer_id: number;
  token: string;
  card_type: string;
  last_four: string;
  holder: string;
  expiry_mmyy: string;
  created_at: number;
}

export interface PasswordResetRow {
  token_hash: string;
  email: string;
  customer_id: number | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface AccountMailRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: number;
}

/** The profile columns a guest may change (booking-engine.md §3, "Customer profile"). */
export type ProfileUpdate = Pick<
  CustomerRow,
  | 'first_name'
  | 'last_name'
  | 'salutation'
  | 'email'
  | 'date_of_birth'
  | 'no_email'
  | 'no_mail'
  | 'no_call'
  | 'no_sms'
  | 'address_json'
  | 'phone_json'
>;

/**
 * The guest account's own tables: stored cards, the ResortSuite session binding, password
 * reset tokens (hashed), the account mailbox and request throttling; plus the profile and
 * password columns of customers and the session's current web folio.
 */
export function createAccountRepo(db: SandboxDatabase) {
  const selectCards = db.prepare<[number], CustomerCardRow>(
    'SELECT * FROM customer_cards WHERE customer_id = ? ORDER BY id',
  );
  const insertCard = db.prepare(
    `INSERT INTO customer_cards (customer_id, token, card_type, last_four, holder, expiry_mmyy,
       created_at)
     VALUES (@customer_id, @token, @card_type, @last_four, @holder, @expiry_mmyy, @created_at)
     ON CONFLICT(token) DO NOTHING`,
  );
  const deleteCard = db.prepare<[number, number]>(
    'DELETE FROM customer_cards WHERE id = ? AND customer_id = ?',
  );
  const selectStale = db.prepare<[string], { stale: number }>(
    'SELECT stale FROM rs_session_state WHERE rs_session_id = ?',
  );
  const upsertStale = db.prepare<[string, number]>(
    `INSERT INTO rs_session_state (rs_session_id, stale) VALUES (?, ?)
     ON CONFLICT(rs_session_id) DO UPDATE SET stale = excluded.stale`,
  );
  const insertReset = db.prepare(
    `INSERT INTO password_resets (token_hash, email, customer_id, expires_at, created_at)
     VALUES (@token_hash, @email, @customer_id, @expires_at, @created_at)`,
  );
  const selectReset = db.prepare<[string], PasswordResetRow>(
    'SELECT * FROM password_resets WHERE token_hash = ?',
  );
  const useReset = db.prepare<[number, string]>(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
  );
  const useOtherResets = db.prepare<[number, number]>(
    'UPDATE password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL',
  );
  const insertMail = db.prepare(
    `INSERT INTO account_mail (recipient, subject, body, link, created_at)
     VALUES (@recipient, @subject, @body, @link, @created_at)`,
  );
  const selectMail = db.prepare<[], AccountMailRow>(
    'SELECT * FROM account_mail ORDER BY id DESC LIMIT 50',
  );
  const insertHit = db.prepare<[string, number]>(
    'INSERT INTO request_throttle (bucket, at) VALUES (?, ?)',
  );
  const selectHits = db.prepare<[string, number], { n: number; oldest: number | null }>(
    'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM request_throttle WHERE bucket = ? AND at > ?',
  );
  const purgeHits = db.prepare<[number]>('DELETE FROM request_throttle WHERE at <= ?');
  const deleteOneHit = db.prepare<[string, number]>(
    'DELETE FROM request_throttle WHERE rowid = (SELECT rowid FROM request_throttle WHERE bucket = ? AND at = ? LIMIT 1)',
  );
  const updateProfile = db.prepare(
    `UPDATE customers SET first_name = @first_name, last_name = @last_name,
       salutation = @salutation, email = @email, date_of_birth = @date_of_birth,
       no_email = @no_email, no_mail = @no_mail, no_call = @no_call, no_sms = @no_sms,
       address_json = @address_json, phone_json = @phone_json
     WHERE id = @id`,
  );
  const updatePassword = db.prepare<[string, number]>(
    'UPDATE customers SET password_hash = ? WHERE id = ?',
  );
  const selectEmail = db.prepare<[number], { email: string }>(
    'SELECT email FROM customers WHERE id = ?',
  );
  const spendConfirmations = db.prepare<[number, number]>(
    'UPDATE account_confirmations SET used_at = ? WHERE customer_id = ? AND used_at IS NULL',
  );
  /**
   * Every open reset and confirmation link of the customer is spent (issue 34 item 1): a link
   * mailed before a password or email change never sets the new credential's password.
   */
  const spendLinks = (customerId: number, now: number) => {
    useOtherResets.run(now, customerId);
    spendConfirmations.run(now, customerId);
  };
  const changePassword = db.transaction((id: number, passwordHash: string, now: number) => {
    updatePassword.run(passwordHash, id);
    spendLinks(id, now);
  });
  const changeProfile = db.transaction((id: number, profile: ProfileUpdate, now: number) => {
    const before = selectEmail.get(id)?.email;
    updateProfile.run({ ...profile, id });
    if (before?.trim().toLowerCase() !== profile.email.trim().toLowerCase()) spendLinks(id, now);
  });
  const updateAddress = db.prepare<[string, number]>(
    'UPDATE customers SET address_json = ? WHERE id = ?',
  );
  const moveSessions = db.prepare<[number, number]>(
    'UPDATE sessions SET web_folio_id = ? WHERE web_folio_id = ?',
  );
  const moveItems = db.prepare<[number, number, string]>(
    `UPDATE folio_items SET web_folio_id = ?
     WHERE web_folio_id = ? AND id NOT IN (SELECT value FROM json_each(?))`,
  );

  return {
    cards: (customerId: number): CustomerCardRow[] => selectCards.all(customerId),
    addCard: (card: Omit<CustomerCardRow, 'id'>): void => {
      insertCard.run(card);
    },
    removeCard: (customerId: number, cardId: number): boolean =>
      deleteCard.run(cardId, customerId).changes === 1,
    /** ResortSuite lost this session's customer binding (ErrorId 1007) until UpdateSession. */
    isStale: (rsSessionId: string): boolean => (selectStale.get(rsSessionId)?.stale ?? 0) === 1,
    setStale: (rsSessionId: string, stale: boolean): void => {
      upsertStale.run(rsSessionId, stale ? 1 : 0);
    },
    addReset: (row: Omit<PasswordResetRow, 'used_at'>): void => {
      insertReset.run(row);
    },
    findReset: (tokenHash: string): PasswordResetRow | undefined => selectReset.get(tokenHash),
    /** Spends a token and every other open token of the customer; false if already spent. */
    useReset(tokenHash: string, customerId: number, now: number): boolean {
      const used = useReset.run(now, tokenHash).changes === 1;
      if (used) useOtherResets.run(now, customerId);
      return used;
    },
    sendMail: (mail: Omit<AccountMailRow, 'id'>): void => {
      insertMail.run(mail);
    },
    mail: (): AccountMailRow[] => selectMail.all(),
    /** The account area's throttle counts (login failures, reset requests and checks). */
    throttleHits: {
      add(bucket: string, at: number): void {
        insertHit.run(bucket, at);
      },
      since(bucket: string, since: number): { count: number; oldest: number | null } {
        const row = selectHits.get(bucket, since);
        return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
      },
      removeOlderThan(cutoff: number): void {
        purgeHits.run(cutoff);
      },
      /** Takes back one attempt counted at `at` (a login that turned out right). */
      removeOne(bucket: string, at: number): void {
        deleteOneHit.run(bucket, at);
      },
      clear(): void {
        db.prepare('DELETE FROM request_throttle').run();
      },
    },
    /** The guest's new profile; a new email address spends the customer's open links. */
    updateProfile: (id: number, profile: ProfileUpdate, now: number): void => {
      changeProfile(id, profile, now);
    },
    /** The new password's hash, and every open reset and confirmation link spent with it. */
    updatePassword: (id: number, passwordHash: string, now: number): void => {
      changePassword(id, passwordHash, now);
    },
    updateAddress: (id: number, addressJson: string): void => {
      updateAddress.run(addressJson, id);
    },
    /** Points the sessions of a web folio at another (a new cart after a booking). */
    moveSessions: (fromFolio: number, toFolio: number): void => {
      moveSessions.run(toFolio, fromFolio);
    },
    /** Moves the lines of a folio not in `keep` (ids) to another folio. */
    moveItemsExcept(fromFolio: number, toFolio: number, keep: readonly number[]): void {
      moveItems.run(toFolio, fromFolio, JSON.stringify(keep));
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
