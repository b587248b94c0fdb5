import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartRemoval } from '../../src/domain/cart/cart-removal';
import { type CartCategory, CART_CATEGORIES, CartAnswerSchema } from '../../src/schemas/cart';
import {
  AddSpecialServiceAnswerSchema,
  FetchSpecialServicesAnswerSchema,
} from '../../src/schemas/rs-request';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { SEEDED_SPECIAL_SERVICES } from '../db/seed-special-services';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox({ now: '2026-03-14' });

async function rs<S extends v.GenericSchema>(
  visitor: Visitor,
  schema: S,
  method: string,
  data: unknown,
) {
  const response = await visitor.post('/rs/request', { method, data });
  expect(response.status).toBe(200);
  return v.parse(schema, await response.json());
}
const cartOf = async (visitor: Visitor) =>
  v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());

async function withSample(visitor: Visitor, category: CartCategory = 'Hotel') {
  const response = await visitor.post('/sandbox/api/cart/sample', { category });
  expect(response.status).toBe(200);
  const cart = v.parse(CartAnswerSchema, await response.json());
  return cart.FolioItems.at(-1)!;
}

const serviceId = (name: string) => SEEDED_SPECIAL_SERVICES.find((s) => s.name === name)!.itemId;

describe('POST /rs/request: the envelope', () => {
  it('refuses a body without a method, or with data that is not an object (422)', async () => {
    const visitor = createVisitor(sandbox.current);
    for (const body of [{}, { method: '' }, { method: 'CancelPMSBooking', data: [1] }]) {
      const response = await visitor.post('/rs/request', body);
      expect(response.status).toBe(422);
    }
    expect((await visitor.post('/rs/request', '{nope')).status).toBe(400);
  });

  it('answers an unknown method with a clear FAIL that names it', async () => {
    const visitor = createVisitor(sandbox.current);
    await withSample(visitor);
    const answer = await rs(visitor, ResultAnswerSchema, 'DropAllTables', {});
    expect(answer.Result).toEqual({
      value: 'FAIL',
      Text: 'Unknown method "DropAllTables". Nothing was changed.',
    });
    const inherited = await rs(visitor, ResultAnswerSchema, 'toString', {});
    expect(inherited.Result.value).toBe('FAIL');
    expect((await cartOf(visitor)).FolioItems).toHaveLength(1);
  });

  it('validates the method’s data (422 with the path) and changes nothing', async () => {
    const visitor = createVisitor(sandbox.current);
    await withSample(visitor);
    const response = await visitor.post('/rs/request', { method: 'CancelPMSBooking', data: {} });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues[0]!.path).toBe('data.PMSFolioId');
    const payment = await visitor.post('/rs/request', {
      method: 'CancelPayment',
      data: { App: 'POS', FolioId: '1', FolioItemId: '2' },
    });
    expect(payment.status).toBe(422);
    expect((await cartOf(visitor)).FolioItems).toHaveLength(1);
  });

  it('answers SESSION FAIL with ErrorId 1002 once the session has lapsed', async () => {
    const visitor = createVisitor(sandbox.current);
    const room = await withSample(visitor);
    await visitor.post('/sandbox/api/session/expire');
    const answer = await rs(visitor, ResultAnswerSchema, 'CancelPMSBooking', {
      PMSFolioId: room.FolioId,
    });
    expect(answer.Result).toMatchObject({ value: 'SESSION FAIL', ErrorId: 1002 });
  });
});

describe('POST /rs/request: cart removals', () => {
  it.each(CART_CATEGORIES)('removes a %s line through its cancel method', async (category) => {
    const visitor = createVisitor(sandbox.current);
    const keep = await withSample(visitor, 'Hotel');
    const line = await withSample(visitor, category);
    const before = await cartOf(visitor);
    expect(before.FolioItems).toHaveLength(2);
    const { method, data } = cartRemoval(line);
    const answer = await rs(visitor, ResultAnswerSchema, method, data);
    expect(answer.Result.value).toBe('SUCCESS');
    const after = await cartOf(visitor);
    expect(after.FolioItems.map((i) => i.FolioItemId)).toEqual([keep.FolioItemId]);
    expect(after.FolioBalance).toBe(before.FolioBalance - line.Amount);
    // Removing it again is a plain FAIL, and changes nothing.
    const again = await rs(visitor, ResultAnswerSchema, method, data);
    expect(again.Result).toEqual({ value: 'FAIL', Text: 'That item is no longer in your cart.' });
    expect((await cartOf(visitor)).FolioItems).toHaveLength(1);
  });

  it('removes nothing of another visitor’s cart, nor a line of another category', async () => {
    const owner = createVisitor(sandbox.current);
    const other = createVisitor(sandbox.current);
    await withSample(other);
    const room = await withSample(owner);
    const gift = await withSample(owner, 'Retail');
    const theirs = await rs(other, ResultAnswerSchema, 'CancelPMSBooking', {
      PMSFolioId: room.FolioId,
    });
    expect(theirs.Result.value).toBe('FAIL');
    const wrongKind = await rs(owner, ResultAnswerSchema, 'CancelDiningReservation', {
      FolioItemId: gift.FolioItemId,
    });
    expect(wrongKind.Result.value).toBe('FAIL');
    const wrongApp = await rs(owner, ResultAnswerSchema, 'CancelPayment', {
      App: 'SPA',
      FolioId: gift.FolioId,
      FolioItemId: gift.FolioItemId,
    });
    expect(wrongApp.Result.value).toBe('FAIL');
    expect((await cartOf(owner)).FolioItems).toHaveLength(2);
  });
});

describe('POST /rs/request: special services', () => {
  it('lists the catalogue with prices, categories and choices, the excluded names included', async () => {
    const visitor = createVisitor(sandbox.current);
    await withSample(visitor);
    const answer = await rs(
      visitor,
      FetchSpecialServicesAnswerSchema,
      'FetchPMSSpecialServices',
      {},
    );
    const names = answer.PMSSpecialServices.map((s) => s.PMSSpecialServiceName);
    for (const name of ['Cot', 'Extra Bed', 'Twin', 'Double', 'Late Arrival', 'Anniversary']) {
      expect(names).toContain(name);
    }
    for (const name of ['Special Occasion', 'Allergies', 'Guest Note', 'Honeymoon', 'Dogs']) {
      expect(names).toContain(name);
    }
    expect(answer.PMSSpecialServices.find((s) => s.PMSSpecialServiceName === 'Dogs')).toMatchObject(
      {
        Price: 25,
        PMSSpecialServiceCategory: 'Dogs',
        Options: expect.arrayContaining(['Small dog (under 10 kg)']),
      },
    );
    expect(
      answer.PMSSpecialServices.find((s) => s.PMSSpecialServiceName === 'Bottle of Prosecco'),
    ).toMatchObject({ Price: 32 });
  });

  it('adds services to a room, into its amount and the balance, and removes them', async () => {
    const visitor = createVisitor(sandbox.current);
    const room = await withSample(visitor);
    await withSample(visitor, 'Retail');
    const dog = await rs(visitor, AddSpecialServiceAnswerSchema, 'AddPMSSpecialService', {
      PMSFolioId: room.FolioId,
      PMSItemId: serviceId('Dogs'),
      Comments: 'Large dog (over 25 kg)',
    });
    expect(dog.Result.value).toBe('SUCCESS');
    const note = await rs(visitor, AddSpecialServiceAnswerSchema, 'AddPMSSpecialService', {
      PMSFolioId: room.FolioId,
      PMSItemId: serviceId('Guest Note'),
      Comments: '  Arriving by the late train ',
    });
    expect(note.Result.value).toBe('SUCCESS');
    let cart = await cartOf(visitor);
    const line = cart.FolioItems.find((i) => i.Category === 'Hotel')!;
    expect(line.SpecialServices).toEqual([
      {
        PMSSpecialService: { PMSSpecialServiceName: 'Dogs' },
        PMSFolioSpecialServiceId: dog.PMSFolioSpecialServiceId,
        Qty: 1,
        ScheduledDateTime: null,
        ExtPrice: 25,
        Comments: 'Large dog (over 25 kg)',
      },
      expect.objectContaining({ ExtPrice: 0, Comments: 'Arriving by the late train' }),
    ]);
    expect(line.Amount).toBe(270);
    expect(cart.FolioBalance).toBe(370);
    expect(cart.FolioBalance).toBe(cart.FolioItems.reduce((sum, i) => sum + i.Amount, 0));

    const removed = await rs(visitor, ResultAnswerSchema, 'RemovePMSSpecialService', {
      PMSFolioId: room.FolioId,
      PMSFolioSpecialServiceId: dog.PMSFolioSpecialServiceId,
    });
    expect(removed.Result.value).toBe('SUCCESS');
    cart = await cartOf(visitor);
    expect(cart.FolioBalance).toBe(345);
    expect(
      cart.FolioItems[0]!.SpecialServices.map((s) => s.PMSSpecialService.PMSSpecialServiceName),
    ).toEqual(['Guest Note']);
    const again = await rs(visitor, ResultAnswerSchema, 'RemovePMSSpecialService', {
      PMSFolioId: room.FolioId,
      PMSFolioSpecialServiceId: dog.PMSFolioSpecialServiceId,
    });
    expect(again.Result).toEqual({ value: 'FAIL', Text: 'That extra is no longer on your room.' });
  });

  it('refuses a dog without a size, a note without text, an unknown allergen or service', async () => {
    const visitor = createVisitor(sandbox.current);
    const room = await withSample(visitor);
    const add = (PMSItemId: string, Comments?: string) =>
      rs(visitor, AddSpecialServiceAnswerSchema, 'AddPMSSpecialService', {
        PMSFolioId: room.FolioId,
        PMSItemId,
        ...(Comments === undefined ? {} : { Comments }),
      });
    expect((await add(serviceId('Dogs'))).Result.value).toBe('FAIL');
    expect((await add(serviceId('Guest Note'), '   ')).Result.Text).toBe('Please write your note.');
    expect((await add(serviceId('Allergies'), 'Gluten, Soap')).Result.value).toBe('FAIL');
    expect((await add('9999')).Result.Text).toBe('That extra is not available.');
    const allergies = await add(serviceId('Allergies'), 'Gluten,Dairy');
    expect(allergies.Result.value).toBe('SUCCESS');
    const cart = await cartOf(visitor);
    expect(cart.FolioItems[0]!.SpecialServices.map((s) => s.Comments)).toEqual(['Gluten, Dairy']);
  });

  it('adds services only to a room of this cart', async () => {
    const visitor = createVisitor(sandbox.current);
    const gift = await withSample(visitor, 'Retail');
    const answer = await rs(visitor, AddSpecialServiceAnswerSchema, 'AddPMSSpecialService', {
      PMSFolioId: gift.FolioId,
      PMSItemId: serviceId('Bottle of Prosecco'),
    });
    expect(answer.Result).toEqual({ value: 'FAIL', Text: 'That item is no longer in your cart.' });
  });

  it('removes a room with its services in one go', async () => {
    const visitor = createVisitor(sandbox.current);
    const room = await withSample(visitor);
    await rs(visitor, AddSpecialServiceAnswerSchema, 'AddPMSSpecialService', {
      PMSFolioId: room.FolioId,
      PMSItemId: serviceId('Bottle of Prosecco'),
    });
    expect((await cartOf(visitor)).FolioBalance).toBe(277);
    const answer = await rs(visitor, ResultAnswerSchema, 'CancelPMSBooking', {
      PMSFolioId: room.FolioId,
    });
    expect(answer.Result.value).toBe('SUCCESS');
    expect(await cartOf(visitor)).toMatchObject({ FolioBalance: 0, FolioItems: [] });
  });
});
