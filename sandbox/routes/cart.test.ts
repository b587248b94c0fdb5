import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { SystemAnswerSchema } from '../../src/schemas/system';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox({ now: '2026-03-14' });

describe('GET /rs/get-webfolios', () => {
  it('answers an empty cart for a new visitor', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.get('/rs/get-webfolios');
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(v.parse(CartAnswerSchema, await response.json())).toEqual({
      Result: { value: 'SUCCESS', Text: '' },
      FolioBalance: 0,
      Guaranteed: false,
      FolioItems: [],
      GiftCards: [],
      PaymentSchedule: { DueToday: 0, Balance: null, AtHotel: 0 },
    });
  });

  it('lists the sample room with its balance after it was added', async () => {
    const visitor = createVisitor(sandbox.current);
    const added = v.parse(
      CartAnswerSchema,
      await (await visitor.post('/sandbox/api/cart/sample')).json(),
    );
    const cart = v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());

    // The cart as the engine reads it carries its payment schedule (issue 32 §2): paid in full.
    expect(cart).toEqual({
      ...added,
      PaymentSchedule: { DueToday: 245, Balance: null, AtHotel: 0 },
    });
    expect(cart.FolioBalance).toBe(245);
    expect(cart.FolioItems).toHaveLength(1);
    expect(cart.FolioItems[0]).toMatchObject({
      Category: 'Hotel',
      Details: 'Lakeside Double — Bed & Breakfast',
      Amount: 245,
      StartDate: '2026-03-14',
      FinishDate: '2026-03-15',
      Nights: 1,
      Adults: 2,
      Children: 0,
      Youth: 0,
    });
    expect(cart.FolioItems[0]?.FolioId).toMatch(/^\d+$/);
    expect(cart.FolioItems[0]?.FolioItemId).toMatch(/^\d+$/);
  });

  it('adds up several lines and keeps each visitor’s cart apart', async () => {
    const visitor = createVisitor(sandbox.current);
    const other = createVisitor(sandbox.current);
    await visitor.post('/sandbox/api/cart/sample');
    await visitor.post('/sandbox/api/cart/sample');
    const cart = v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());
    const otherCart = v.parse(
      CartAnswerSchema,
      await (await other.get('/rs/get-webfolios')).json(),
    );
    expect(cart.FolioBalance).toBe(490);
    expect(otherCart.FolioItems).toEqual([]);
  });

  it('dates the sample room on the X-IK-Now day when the request pins one', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.post('/sandbox/api/cart/sample', undefined, {
      headers: { 'X-IK-Now': '2025-12-31' },
    });
    const cart = v.parse(CartAnswerSchema, await response.json());
    expect(cart.FolioItems[0]).toMatchObject({ StartDate: '2025-12-31', FinishDate: '2026-01-01' });
  });
});

describe('a cart whose session lapsed (issue 17 item 6)', () => {
  it('answers SESSION FAIL, and the reload’s /rs/system says the cart was released', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.post('/sandbox/api/cart/sample');
    await visitor.post('/sandbox/api/session/expire');
    const cart = v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());
    expect(cart.Result).toEqual({
      value: 'SESSION FAIL',
      Text: 'Your session has expired.',
      ErrorId: 1002,
    });
    expect(cart.FolioItems).toEqual([]);

    const reload = v.parse(SystemAnswerSchema, await (await visitor.get('/rs/system')).json());
    expect(reload.CartReleased).toBe(true);
    const fresh = v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());
    expect(fresh.Result.value).toBe('SUCCESS');
    expect(fresh.FolioItems).toEqual([]);
    const later = v.parse(SystemAnswerSchema, await (await visitor.get('/rs/system')).json());
    expect(later.CartReleased).toBe(false);
  });

  it('does not say so when the lapsed cart was empty', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.get('/rs/system');
    await visitor.post('/sandbox/api/session/expire');
    const reload = v.parse(SystemAnswerSchema, await (await visitor.get('/rs/system')).json());
    expect(reload.CartReleased).toBe(false);
  });
});
