import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SYSTEM_OFFLINE_ERROR_ID,
  SYSTEM_OFFLINE_TEXT,
} from '../../src/domain/session/system-offline';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { BookPmsAnswerSchema, GetRatesAnswerSchema } from '../../src/schemas/rates';
import {
  AddSpecialServiceAnswerSchema,
  FetchSpecialServicesAnswerSchema,
} from '../../src/schemas/rs-request';
import {
  bookPmsBody,
  getRatesBody,
  pay,
  postAs,
  registerGuest,
  reserveBody,
  rs,
  submitPaymentPage,
} from '../testing/checkout-helpers';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

// Issue 17 item 5: while the system is not ONLINE, nothing is booked or charged.
const sandbox = useTestSandbox({ now: '2026-03-14' });
const stay = { ArrivalDate: '2026-03-24', DepartureDate: '2026-03-26', Adults: 2 };
const offline = { value: 'FAIL', Text: SYSTEM_OFFLINE_TEXT, ErrorId: SYSTEM_OFFLINE_ERROR_ID };
const setState = (state: 'ONLINE' | 'OFFLINE') =>
  sandbox.current.repos.settings.setSystemState(state);

describe('booking and payment calls while the system is OFFLINE', () => {
  it('refuses rates, Add room, extras, checkout and reserve with plain words; all work again ONLINE', async () => {
    const guest = createVisitor(sandbox.current);
    await registerGuest(guest, 'offline@innkit.test');
    const room = await bookPmsBody(guest, { PMSRoomType: 'LODGE', PMSRateType: 'BB', ...stay });
    const added = await postAs(guest, BookPmsAnswerSchema, '/rs/book-pms', room);
    expect(added.Result.value).toBe('SUCCESS');
    const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', {});
    expect(started.Result.value).toBe('SUCCESS');

    setState('OFFLINE');
    try {
      const rates = await postAs(
        guest,
        GetRatesAnswerSchema,
        '/rs/get-rates',
        await getRatesBody(guest, { ...stay, Venue: 'lake' }),
      );
      expect(rates.Result).toEqual(offline);
      expect(rates.RoomTypes).toEqual([]);
      const again = await postAs(guest, BookPmsAnswerSchema, '/rs/book-pms', room);
      expect(again.Result).toEqual(offline);
      const extras = await rs(guest, FetchSpecialServicesAnswerSchema, 'FetchPMSSpecialServices');
      expect(extras.Result).toEqual(offline);
      const extra = await rs(guest, AddSpecialServiceAnswerSchema, 'AddPMSSpecialService', {
        PMSFolioId: added.PMSFolioId,
        PMSItemId: 'X',
        Qty: 1,
        Comments: null,
      });
      expect(extra.Result).toEqual(offline);
      expect((await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', {})).Result).toEqual(offline);
      expect(
        (await postAs(guest, CheckoutAnswerSchema, '/rs/reserve', await reserveBody(guest))).Result,
      ).toEqual(offline);
      // The card page started before takes no card.
      const page = await submitPaymentPage(started.ForwardURL ?? '', {
        action: 'pay',
        number: '4444 3333 2222 1111',
      });
      expect(page.status).toBe(503);
      expect(page.html).toContain('nothing has been charged');
      const cart = v.parse(CartAnswerSchema, await (await guest.get('/rs/get-webfolios')).json());
      expect(cart.FolioItems).toHaveLength(1);
    } finally {
      setState('ONLINE');
    }
    const fields = await pay(started.ForwardURL ?? '');
    expect(fields.paymentStatus).toBe('AUTHORISED');
  });
});
