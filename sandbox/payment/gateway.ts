import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SettingsRepo } from '../db/settings-repo';

/** The fields the hosted page signs: amount in minor units, as strings exactly as sent. */
export interface MacFields {
  orderKey: string;
  paymentAmount: string;
  paymentCurrency: string;
  paymentStatus: string;
}

/** The hosted payment page as the main server knows it: where it is, and how to check it. */
export interface PaymentGateway {
  /** The payment page's origin (a second port), e.g. http://127.0.0.1:8081. */
  origin: string;
  /** mac2: HMAC-SHA256 (hex) over `orderKey:paymentAmount:paymentCurrency:paymentStatus`. */
  sign(fields: MacFields): string;
  /** Checks a mac2 in constant time. */
  verify(fields: MacFields, mac2: string): boolean;
}

const SECRET_KEY = 'payment_mac_secret';

/** The mac secret, made once per database and kept in its settings (never sent anywhere). */
export function paymentSecret(settings: SettingsRepo): Buffer {
  let secret = settings.get(SECRET_KEY);
  if (!secret) {
    secret = randomBytes(32).toString('hex');
    settings.set(SECRET_KEY, secret);
  }
  return Buffer.from(secret, 'hex');
}

export function macMessage(fields: MacFields): string {
  return [fields.orderKey, fields.paymentAmount, fields.paymentCurrency, fields.paymentStatus].join(
    ':',
  );
}

export function createPaymentGateway(origin: string, secret: Buffer): PaymentGateway {
  const digest = (fields: MacFields) =>
    createHmac('sha256', secret).update(macMessage(fields), 'utf8').digest();
  return {
    origin,
    sign: (fields) => digest(fields).toString('hex'),
    verify(fields, mac2) {
      const expected = digest(fields);
      const given = /^[0-9a-f]{64}$/.test(mac2) ? Buffer.from(mac2, 'hex') : Buffer.alloc(32);
      // Always compare 32 bytes, so the time taken says nothing about the mac sent.
      return timingSafeEqual(expected, given) && mac2.length === 64;
    },
  };
}
