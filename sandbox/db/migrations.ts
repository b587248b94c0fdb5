/**
 * The database schema, one entry per version. Never edit a shipped entry: append a new one.
 * Entry i brings the database from `user_version` i to i + 1.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE customers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    guid TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    salutation TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    date_of_birth TEXT,
    no_email TEXT NOT NULL DEFAULT 'Y' CHECK (no_email IN ('Y', 'N')),
    no_mail TEXT NOT NULL DEFAULT 'Y' CHECK (no_mail IN ('Y', 'N')),
    no_call TEXT NOT NULL DEFAULT 'Y' CHECK (no_call IN ('Y', 'N')),
    no_sms TEXT NOT NULL DEFAULT 'Y' CHECK (no_sms IN ('Y', 'N')),
    address_json TEXT NOT NULL,
    phone_json TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE web_folios (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE sessions (
    sid TEXT PRIMARY KEY,
    rs_session_id TEXT NOT NULL UNIQUE,
    web_folio_id INTEGER NOT NULL REFERENCES web_folios(id),
    customer_id INTEGER REFERENCES customers(id),
    created_at INTEGER NOT NULL,
    last_seen INTEGER NOT NULL
  );
  CREATE INDEX sessions_last_seen ON sessions(last_seen);

  CREATE TABLE folio_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    web_folio_id INTEGER NOT NULL REFERENCES web_folios(id),
    folio_id TEXT NOT NULL,
    category TEXT NOT NULL,
    details TEXT NOT NULL DEFAULT '',
    amount REAL NOT NULL,
    start_date TEXT,
    finish_date TEXT,
    nights INTEGER,
    adults INTEGER,
    children INTEGER,
    youth INTEGER,
    data_json TEXT NOT NULL DEFAULT '{}',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX folio_items_web_folio ON folio_items(web_folio_id);

  CREATE TABLE client_logs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    sid TEXT,
    action TEXT NOT NULL,
    request_json TEXT,
    response_json TEXT,
    created_at INTEGER NOT NULL
  );

  -- ResortSuite ids look like large integers; start ours there too.
  INSERT INTO sqlite_sequence (name, seq) VALUES ('customers', 120000), ('web_folios', 700000),
    ('folio_items', 900000);
  `,
  // Forms (issue 4): submissions, the reCAPTCHA and Mailchimp stand-ins, the abuse throttle.
  `
  CREATE TABLE form_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    reference TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    path TEXT NOT NULL,
    form_json TEXT NOT NULL,
    mailchimp_json TEXT,
    recaptcha_score REAL,
    client TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE recaptcha_tokens (
    token TEXT PRIMARY KEY,
    site_key TEXT NOT NULL,
    action TEXT NOT NULL,
    score REAL NOT NULL CHECK (score >= 0 AND score <= 1),
    hostname TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    used_at INTEGER
  );

  CREATE TABLE mailchimp_lists (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    double_opt_in INTEGER NOT NULL DEFAULT 0 CHECK (double_opt_in IN (0, 1))
  );

  CREATE TABLE mailchimp_members (
    list_id TEXT NOT NULL REFERENCES mailchimp_lists(id),
    subscriber_hash TEXT NOT NULL,
    email TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('subscribed', 'pending', 'unsubscribed', 'cleaned')),
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    tags_json TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (list_id, subscriber_hash)
  );

  CREATE TABLE form_throttle_hits (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX form_throttle_hits_client_at ON form_throttle_hits(client, at);
  `,
];
