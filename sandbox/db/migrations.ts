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
  `
  -- Stay inventory (issue 3): room types and rate plans per venue, and the rooms held or
  -- booked against them. Nights available = rooms − the generated house occupancy of that
  -- date (sandbox/stay/house-occupancy.ts) − the holds and bookings here.
  CREATE TABLE stay_room_types (
    venue TEXT NOT NULL CHECK (venue IN ('lake', 'seaside', 'inn')),
    code TEXT NOT NULL,
    description TEXT NOT NULL,
    total_rooms INTEGER NOT NULL CHECK (total_rooms >= 0),
    max_occupancy INTEGER NOT NULL CHECK (max_occupancy >= 1),
    PRIMARY KEY (venue, code)
  );

  CREATE TABLE stay_rate_plans (
    venue TEXT NOT NULL,
    rate_type TEXT NOT NULL,
    room_type TEXT NOT NULL,
    description TEXT NOT NULL,
    -- the nightly double rate in pounds before season and weekend
    base_rate REAL NOT NULL CHECK (base_rate >= 0),
    avail_mon_sun TEXT NOT NULL CHECK (length(avail_mon_sun) = 7),
    min_length INTEGER NOT NULL DEFAULT 1 CHECK (min_length >= 0),
    max_length INTEGER NOT NULL DEFAULT 0 CHECK (max_length >= 0),
    -- how BeginDate/ExpireDate follow a date: the whole year, the month's first ten days,
    -- or Friday to Sunday of the date's weekend (a fixed two-night stay)
    validity TEXT NOT NULL CHECK (validity IN ('year', 'early-month', 'weekend')),
    -- the promo or offer code the plan needs; NULL: public
    code TEXT,
    PRIMARY KEY (venue, rate_type, room_type),
    FOREIGN KEY (venue, room_type) REFERENCES stay_room_types(venue, code)
  );

  CREATE TABLE stay_holds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    venue TEXT NOT NULL,
    room_type TEXT NOT NULL,
    rate_type TEXT NOT NULL,
    arrival TEXT NOT NULL,
    departure TEXT NOT NULL CHECK (departure > arrival),
    rooms INTEGER NOT NULL DEFAULT 1 CHECK (rooms >= 1),
    web_folio_id INTEGER REFERENCES web_folios(id),
    status TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'booked')),
    -- a hold lapses at this time (ms); NULL for a booking
    expires_at INTEGER,
    created_at INTEGER NOT NULL,
    FOREIGN KEY (venue, room_type) REFERENCES stay_room_types(venue, code)
  );
  CREATE INDEX stay_holds_nights ON stay_holds(venue, arrival, departure);
  `,
  // The booking engine's special services (extras): the hotel's catalogue, and the services
  // added to a Hotel line of a web folio.
  `
  CREATE TABLE special_services (
    item_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    category TEXT NOT NULL DEFAULT '',
    price REAL NOT NULL CHECK (price >= 0),
    options_json TEXT NOT NULL DEFAULT '[]',
    sort INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE folio_special_services (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    folio_item_id INTEGER NOT NULL REFERENCES folio_items(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL REFERENCES special_services(item_id),
    name TEXT NOT NULL,
    qty INTEGER NOT NULL CHECK (qty >= 1),
    ext_price REAL NOT NULL,
    scheduled TEXT,
    comments TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX folio_special_services_item ON folio_special_services(folio_item_id);
  INSERT INTO sqlite_sequence (name, seq) VALUES ('folio_special_services', 550000);
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
  // Guest account and checkout: payment orders (one per SetCheckout, keyed by the gateway's
  // order key), payments, bookings made from finalised web folios, stored cards (tokens and
  // last four digits only), the ResortSuite session binding, password reset tokens (hashed),
  // the account mailbox and request throttling.
  `
  CREATE TABLE payment_orders (
    order_key TEXT PRIMARY KEY,
    web_folio_id INTEGER NOT NULL REFERENCES web_folios(id),
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
    currency TEXT NOT NULL,
    create_token INTEGER NOT NULL DEFAULT 0,
    cart_json TEXT NOT NULL,
    result_url TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'PENDING',
    card_json TEXT,
    finalised_at INTEGER,
    booking_ref TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX payment_orders_folio ON payment_orders(web_folio_id);

  CREATE TABLE payments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_key TEXT NOT NULL UNIQUE REFERENCES payment_orders(order_key),
    amount_minor INTEGER NOT NULL,
    currency TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE bookings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ref TEXT NOT NULL UNIQUE,
    web_folio_id INTEGER NOT NULL UNIQUE REFERENCES web_folios(id),
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    order_key TEXT UNIQUE,
    amount_minor INTEGER NOT NULL,
    cart_json TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX bookings_customer ON bookings(customer_id);

  CREATE TABLE customer_cards (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    token TEXT NOT NULL UNIQUE,
    card_type TEXT NOT NULL,
    last_four TEXT NOT NULL CHECK (length(last_four) = 4),
    holder TEXT NOT NULL,
    expiry_mmyy TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX customer_cards_customer ON customer_cards(customer_id);

  CREATE TABLE rs_session_state (
    rs_session_id TEXT PRIMARY KEY,
    stale INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    customer_id INTEGER REFERENCES customers(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE account_mail (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE request_throttle (
    bucket TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX request_throttle_bucket ON request_throttle(bucket, at);
  INSERT INTO sqlite_sequence (name, seq) VALUES ('bookings', 4000), ('customer_cards', 80000);
  `,
  // Activities (issue 13): the class catalogue the timetable is generated from (one row per
  // class, sandbox/db/seed-classes.ts), the places taken in its sessions (held with the cart
  // like rooms, booked once paid), and the temporary customers of anonymous guests' carts.
  `
  CREATE TABLE class_items (
    item_id TEXT PRIMARY KEY,
    template_no INTEGER NOT NULL UNIQUE CHECK (template_no BETWEEN 0 AND 99),
    location TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    category TEXT NOT NULL,
    minutes INTEGER NOT NULL CHECK (minutes > 0),
    price REAL NOT NULL CHECK (price >= 0),
    places INTEGER NOT NULL CHECK (places >= 1),
    min_age INTEGER,
    instructions TEXT NOT NULL DEFAULT '',
    -- start times HH:mm, at most 100
    times_json TEXT NOT NULL,
    -- the weekdays it runs, Monday first, as in stay_rate_plans.avail_mon_sun
    weekdays TEXT NOT NULL CHECK (length(weekdays) = 7),
    -- every day of the year, or the ice skating season (17 November to 10 January)
    season TEXT NOT NULL CHECK (season IN ('year', 'skating')),
    -- [{id, name, category, price}]
    variants_json TEXT NOT NULL DEFAULT '[]'
  );

  CREATE TABLE temp_spa_customers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    web_folio_id INTEGER NOT NULL UNIQUE REFERENCES web_folios(id),
    email TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE class_places (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    spa_class_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    customer_id INTEGER NOT NULL,
    -- the cart line (and through it the web folio); removing it gives the place back
    folio_item_id INTEGER NOT NULL UNIQUE REFERENCES folio_items(id) ON DELETE CASCADE,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL CHECK (end_time > start_time),
    status TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'booked')),
    -- a hold lapses at this time (ms) with its session; NULL once booked
    expires_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX class_places_class ON class_places(spa_class_id);
  CREATE INDEX class_places_customer ON class_places(customer_id, start_time);
  INSERT INTO sqlite_sequence (name, seq) VALUES ('temp_spa_customers', 160000);
  `,
  // Issue 17: holds remember the client address that took them, so one visitor with many
  // cookies cannot hold every free room (the per-address cap).
  `
  ALTER TABLE stay_holds ADD COLUMN client_address TEXT;
  CREATE INDEX stay_holds_live ON stay_holds(status, expires_at);
  `,
  // Spa treatments (issue 14): the treatments, therapists (working hours and a break) and
  // rooms, and the bookings that take one therapist and one room for a treatment's length
  // (held with the cart like class places, booked once paid, freed when the line goes).
  `
  CREATE TABLE spa_treatments (
    item_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    minutes INTEGER NOT NULL CHECK (minutes > 0),
    price REAL NOT NULL CHECK (price >= 0)
  );
  CREATE TABLE spa_staff (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- HH:mm
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL CHECK (end_time > start_time),
    break_start TEXT NOT NULL,
    break_end TEXT NOT NULL CHECK (break_end >= break_start)
  );
  CREATE TABLE spa_rooms (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL CHECK (end_time > start_time)
  );
  CREATE TABLE spa_bookings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    item_id TEXT NOT NULL REFERENCES spa_treatments(item_id),
    staff_id TEXT NOT NULL REFERENCES spa_staff(id),
    room_id TEXT NOT NULL REFERENCES spa_rooms(id),
    customer_id INTEGER NOT NULL,
    folio_item_id INTEGER NOT NULL UNIQUE REFERENCES folio_items(id) ON DELETE CASCADE,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL CHECK (end_time > start_time),
    status TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'booked')),
    expires_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX spa_bookings_day ON spa_bookings(start_time);
  `,
  // Restaurant tables (issue 14): sittings (a venue at one meal, with its PromotionId, its
  // seating times and covers per time), and the reservations that take covers: held with the
  // cart while its session lives (like a room hold), booked once the cart is paid or
  // reserved, freed when the line goes.
  `
  CREATE TABLE dining_sittings (
    promotion_id TEXT PRIMARY KEY,
    venue_id TEXT NOT NULL,
    venue_name TEXT NOT NULL,
    meal TEXT NOT NULL CHECK (meal IN ('breakfast', 'dinner')),
    description TEXT NOT NULL DEFAULT '',
    -- first and last seating, HH:mm, every step_minutes
    open_time TEXT NOT NULL,
    close_time TEXT NOT NULL CHECK (close_time >= open_time),
    step_minutes INTEGER NOT NULL CHECK (step_minutes > 0),
    covers INTEGER NOT NULL CHECK (covers > 0),
    UNIQUE (venue_id, meal)
  );
  CREATE TABLE dining_reservations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    promotion_id TEXT NOT NULL REFERENCES dining_sittings(promotion_id),
    visit_date TEXT NOT NULL,
    visit_time TEXT NOT NULL,
    party_size INTEGER NOT NULL CHECK (party_size BETWEEN 1 AND 12),
    customer_id INTEGER NOT NULL,
    folio_item_id INTEGER NOT NULL UNIQUE REFERENCES folio_items(id) ON DELETE CASCADE,
    reference TEXT NOT NULL UNIQUE,
    special_requests TEXT,
    status TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'booked')),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX dining_reservations_slot ON dining_reservations(promotion_id, visit_date);
  `,
  // Gift cards (issue 15): the certificates on sale (a value with its design) and the cards
  // ordered: held with their cart line (removing the line removes the order), issued once
  // paid with a code, a balance and an expiry 24 months on; posted ones are print-and-post jobs.
  `
  CREATE TABLE gift_certificate_items (
    item_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    price REAL NOT NULL CHECK (price > 0),
    image_url TEXT,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE gift_cards (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    folio_item_id INTEGER NOT NULL UNIQUE REFERENCES folio_items(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL REFERENCES gift_certificate_items(item_id),
    value_minor INTEGER NOT NULL CHECK (value_minor > 0),
    issue_to_name TEXT NOT NULL,
    method TEXT NOT NULL CHECK (method IN ('E', 'M')),
    email TEXT,
    -- the MailToAddress of a posted card (JSON), NULL for an email one
    address_json TEXT,
    message TEXT,
    status TEXT NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'issued')),
    code TEXT UNIQUE,
    balance_minor INTEGER CHECK (balance_minor >= 0),
    customer_id INTEGER,
    issued_on TEXT,
    expires_on TEXT,
    issued_at INTEGER,
    created_at INTEGER NOT NULL,
    CHECK ((method = 'E' AND email IS NOT NULL AND address_json IS NULL)
        OR (method = 'M' AND email IS NULL AND address_json IS NOT NULL))
  );
  CREATE INDEX gift_cards_status ON gift_cards(status, method);
  `,
  `
  -- Gift cards applied to carts (issue 15 item 3). A held redemption has taken its amount off
  -- the card's balance already (so two carts can never spend the same pounds); it is spent when
  -- its cart is booked and released (the amount back on the card) when it is removed.
  CREATE TABLE gift_redemptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    gift_card_id INTEGER NOT NULL REFERENCES gift_cards(id),
    web_folio_id INTEGER NOT NULL REFERENCES web_folios(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
    state TEXT NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'spent', 'released')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX gift_redemptions_folio ON gift_redemptions(web_folio_id, state);
  CREATE UNIQUE INDEX gift_redemptions_one_per_cart ON gift_redemptions(gift_card_id, web_folio_id)
    WHERE state = 'held';
  `,
  `
  -- A card payment as posted to each application (PostPayment per App, issue 15 item 4): a PMS
  -- part and a SPA part, written in the transaction that books the cart, or not at all.
  CREATE TABLE payment_parts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_key TEXT NOT NULL REFERENCES payment_orders(order_key),
    app TEXT NOT NULL CHECK (app IN ('PMS', 'SPA')),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    created_at INTEGER NOT NULL,
    UNIQUE (order_key, app)
  );
  `,
  // Email confirmation before login (issue 17 item 15): an account made by registration is
  // unconfirmed until its link is opened; every account before this version (and the seeded
  // guest) is confirmed. Confirmation tokens are stored as their hash, single use, expiring.
  `
  ALTER TABLE customers ADD COLUMN confirmed INTEGER NOT NULL DEFAULT 1 CHECK (confirmed IN (0, 1));
  CREATE TABLE account_confirmations (
    token_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX account_confirmations_customer ON account_confirmations(customer_id);
  -- Every request of a session extends its cart's holds (touchSession): find them by folio.
  CREATE INDEX stay_holds_folio ON stay_holds(web_folio_id, status);
  CREATE INDEX class_places_live ON class_places(status, expires_at);
  CREATE INDEX spa_bookings_live ON spa_bookings(status, expires_at);
  `,
  // Accessible rooms (issue 22 item 6): each room type's accessibility features, stated per
  // room type (none stated: every feature off); `/rs/get-rates` answers them on the room type.
  `
  CREATE TABLE stay_room_accessibility (
    venue TEXT NOT NULL,
    room_type TEXT NOT NULL,
    step_free INTEGER NOT NULL DEFAULT 0 CHECK (step_free IN (0, 1)),
    roll_in_shower INTEGER NOT NULL DEFAULT 0 CHECK (roll_in_shower IN (0, 1)),
    grab_rails INTEGER NOT NULL DEFAULT 0 CHECK (grab_rails IN (0, 1)),
    hearing_loop INTEGER NOT NULL DEFAULT 0 CHECK (hearing_loop IN (0, 1)),
    visual_alarm INTEGER NOT NULL DEFAULT 0 CHECK (visual_alarm IN (0, 1)),
    -- the door's clear opening in whole centimetres; NULL when not measured
    door_width_cm INTEGER CHECK (door_width_cm IS NULL OR door_width_cm BETWEEN 40 AND 300),
    PRIMARY KEY (venue, room_type),
    FOREIGN KEY (venue, room_type) REFERENCES stay_room_types(venue, code)
  );
  `,
  // A gift card applied to a cart lapses with its session, as a room hold does (issue 15): a
  // held redemption's amount goes back on the card at `expires_at` unless activity moved it on.
  `
  ALTER TABLE gift_redemptions ADD COLUMN expires_at INTEGER;
  UPDATE gift_redemptions SET expires_at = updated_at + 19 * 60000 WHERE state = 'held';
  CREATE INDEX gift_redemptions_live ON gift_redemptions(state, expires_at);
  `,
  // Self-cancel (issue 32 §3): each booked line cancelled by its guest, once (UNIQUE per
  // booking and line), with the fee kept and what went back; the money given back to the card
  // through the payment service, per order, never above what the order paid (the check is the
  // service's, in sandbox/payment/refunds.ts), and what went back onto gift cards.
  `
  CREATE TABLE refunds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_key TEXT NOT NULL REFERENCES payment_orders(order_key),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX refunds_order ON refunds(order_key);
  CREATE TABLE booking_cancellations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id INTEGER NOT NULL REFERENCES bookings(id),
    folio_item_id INTEGER NOT NULL,
    fee_minor INTEGER NOT NULL CHECK (fee_minor >= 0),
    card_refund_minor INTEGER NOT NULL CHECK (card_refund_minor >= 0),
    gift_refund_minor INTEGER NOT NULL CHECK (gift_refund_minor >= 0),
    refund_id INTEGER REFERENCES refunds(id),
    created_at INTEGER NOT NULL,
    UNIQUE (booking_id, folio_item_id)
  );
  CREATE TABLE gift_card_refunds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    gift_card_id INTEGER NOT NULL REFERENCES gift_cards(id),
    booking_id INTEGER NOT NULL REFERENCES bookings(id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    created_at INTEGER NOT NULL
  );
  `,
  // Issue 34 items 2 and 3: treatment and place holds remember the client address that took
  // them (a coarse outer cap), room holds the customer (a cap across carts and devices).
  `
  ALTER TABLE stay_holds ADD COLUMN customer_id INTEGER;
  ALTER TABLE class_places ADD COLUMN client_address TEXT;
  ALTER TABLE spa_bookings ADD COLUMN client_address TEXT;
  `,
  // A cancelled room's stay hold goes (its nights free again): the cancellation keeps the
  // venue and the policies it was cancelled under, for My Bookings and a repeated cancel.
  `
  ALTER TABLE booking_cancellations ADD COLUMN venue TEXT;
  ALTER TABLE booking_cancellations ADD COLUMN policies_json TEXT;
  `,
  // Amend (issue 32 §4): each change its guest asked of a booked room. A change with something
  // to pay waits for its order (the new nights held meanwhile, lapsing at their time); the
  // stay moves only once it is paid, so the guest always holds the old stay or the new one.
  `
  CREATE TABLE booking_amendments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id INTEGER NOT NULL REFERENCES bookings(id),
    folio_item_id INTEGER NOT NULL,
    hold_id INTEGER NOT NULL,
    change_json TEXT NOT NULL,
    old_amount_minor INTEGER NOT NULL,
    new_amount_minor INTEGER NOT NULL,
    refund_minor INTEGER NOT NULL DEFAULT 0 CHECK (refund_minor >= 0),
    order_key TEXT UNIQUE REFERENCES payment_orders(order_key),
    provisional_json TEXT NOT NULL DEFAULT '[]',
    state TEXT NOT NULL CHECK (state IN ('pending', 'done', 'void')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX booking_amendments_line ON booking_amendments(booking_id, folio_item_id, state);
  `,
  // Deposits and Pay balance (issue 32 §2): a booking that owes a balance has its due day
  // (the amount is worked out from its lines, payments, fees and refunds), and when its
  // reminder was mailed; an order that pays a balance names its booking.
  `
  CREATE TABLE booking_balances (
    booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
    due_on TEXT NOT NULL,
    reminded_at INTEGER
  );
  ALTER TABLE payment_orders ADD COLUMN booking_id INTEGER REFERENCES bookings(id);
  CREATE INDEX payment_orders_booking ON payment_orders(booking_id);
  `,
];
