/** Rows as better-sqlite3 returns them. */

export interface SessionRow {
  sid: string;
  rs_session_id: string;
  web_folio_id: number;
  customer_id: number | null;
  created_at: number;
  last_seen: number;
}

export interface CustomerRow {
  id: number;
  guid: string;
  first_name: string;
  last_name: string;
  salutation: string;
  email: string;
  password_hash: string;
  date_of_birth: string | null;
  no_email: 'Y' | 'N';
  no_mail: 'Y' | 'N';
  no_call: 'Y' | 'N';
  no_sms: 'Y' | 'N';
  address_json: string;
  phone_json: string;
  created_at: number;
  /** 1 once the address is confirmed (registration makes 0; earlier accounts are 1). */
  confirmed: number;
}

export interface FolioItemRow {
  id: number;
  web_folio_id: number;
  folio_id: string;
  category: string;
  details: string;
  amount: number;
  start_date: string | null;
  finish_date: string | null;
  nights: number | null;
  adults: number | null;
  children: number | null;
  youth: number | null;
  data_json: string;
  created_at: number;
}

export interface ClientLogRow {
  id: number;
  sid: string | null;
  action: string;
  request_json: string | null;
  response_json: string | null;
  created_at: number;
}

export interface StayRoomTypeRow {
  venue: 'lake' | 'seaside' | 'inn';
  code: string;
  description: string;
  total_rooms: number;
  max_occupancy: number;
}

/** A room type's accessibility features (issue 22 item 6): 1 or 0 each, the door in cm. */
export interface StayRoomAccessibilityRow {
  venue: 'lake' | 'seaside' | 'inn';
  room_type: string;
  step_free: 0 | 1;
  roll_in_shower: 0 | 1;
  grab_rails: 0 | 1;
  hearing_loop: 0 | 1;
  visual_alarm: 0 | 1;
  door_width_cm: number | null;
}

export interface StayRatePlanRow {
  venue: 'lake' | 'seaside' | 'inn';
  rate_type: string;
  room_type: string;
  description: string;
  base_rate: number;
  avail_mon_sun: string;
  min_length: number;
  max_length: number;
  validity: 'year' | 'early-month' | 'weekend';
  code: string | null;
}

export interface StayHoldRow {
  id: number;
  venue: 'lake' | 'seaside' | 'inn';
  room_type: string;
  rate_type: string;
  arrival: string;
  departure: string;
  rooms: number;
  web_folio_id: number | null;
  status: 'held' | 'booked';
  expires_at: number | null;
  created_at: number;
  /** Who took the hold (the per-address cap); null for seeded and older rows. */
  client_address: string | null;
  /** The logged-in customer who took it (the per-customer cap); null when anonymous. */
  customer_id: number | null;
}
export interface FormSubmissionRow {
  id: number;
  reference: string;
  kind: string;
  path: string;
  form_json: string;
  mailchimp_json: string | null;
  recaptcha_score: number | null;
  client: string;
  created_at: number;
}

export interface RecaptchaTokenRow {
  token: string;
  site_key: string;
  action: string;
  score: number;
  hostname: string;
  issued_at: number;
  used_at: number | null;
}

export interface MailchimpListRow {
  id: string;
  name: string;
  double_opt_in: 0 | 1;
}

export interface MailchimpMemberRow {
  list_id: string;
  subscriber_hash: string;
  email: string;
  status: 'subscribed' | 'pending' | 'unsubscribed' | 'cleaned';
  first_name: string;
  last_name: string;
  tags_json: string;
  created_at: number;
  updated_at: number;
}
