import { describe, expect, it } from 'vitest';
import { createPaymentGateway, macMessage } from './gateway';
import { checkCard } from './test-cards';

const fields = {
  orderKey: 'abcdefghijklmnop1234',
  paymentAmount: '24500',
  paymentCurrency: 'GBP',
  paymentStatus: 'AUTHORISED',
};

describe('payment gateway mac2', () => {
  const gateway = createPaymentGateway('http://127.0.0.1:1', Buffer.alloc(32, 7));

  it('signs orderKey:paymentAmount:paymentCurrency:paymentStatus', () => {
    expect(macMessage(fields)).toBe('abcdefghijklmnop1234:24500:GBP:AUTHORISED');
    expect(gateway.sign(fields)).toMatch(/^[0-9a-f]{64}$/);
    expect(gateway.verify(fields, gateway.sign(fields))).toBe(true);
  });

  it('refuses any other mac, field or secret', () => {
    const mac = gateway.sign(fields);
    expect(gateway.verify({ ...fields, paymentAmount: '24501' }, mac)).toBe(false);
    expect(gateway.verify({ ...fields, paymentStatus: 'REFUSED' }, mac)).toBe(false);
    expect(gateway.verify(fields, mac.toUpperCase())).toBe(false);
    expect(gateway.verify(fields, mac.slice(0, 62))).toBe(false);
    expect(gateway.verify(fields, '')).toBe(false);
    const other = createPaymentGateway('', Buffer.alloc(32, 8));
    expect(other.verify(fields, mac)).toBe(false);
  });
});

describe('test cards', () => {
  const entry = { holder: 'Ada', number: '4444 3333 2222 1111', expiry: '12/30', cvc: '123' };

  it('decides the outcome by number', () => {
    expect(checkCard(entry, '2026-01')).toMatchObject({
      ok: true,
      status: 'AUTHORISED',
      lastFour: '1111',
      expiryMmYy: '1230',
    });
    expect(checkCard({ ...entry, number: '4000000000000002' }, '2026-01')).toMatchObject({
      status: 'REFUSED',
    });
    expect(checkCard({ ...entry, number: '4000-0000-0000-0119' }, '2026-01')).toMatchObject({
      status: 'ERROR',
    });
  });

  it('reports each problem', () => {
    const checked = checkCard(
      { holder: ' ', number: '4111111111111111', expiry: '01/25', cvc: '1' },
      '2026-01',
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        holder: 'Enter the name on the card.',
        number: 'Use one of the sandbox test cards listed below.',
        expiry: 'This card has expired.',
        cvc: 'Enter the 3 or 4 digit security code.',
      },
    });
  });
});
