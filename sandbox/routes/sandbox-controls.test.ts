import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { SystemAnswerSchema } from '../../src/schemas/system';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox();

describe('sandbox controls', () => {
  it('switches the system state for every visitor', async () => {
    const admin = createVisitor(sandbox.current);
    const guest = createVisitor(sandbox.current);

    const off = await admin.post('/sandbox/api/system-state', { state: 'OFFLINE' });
    const seenOffline = v.parse(SystemAnswerSchema, await (await guest.get('/rs/system')).json());
    const reported = await (await guest.get('/sandbox/api/system-state')).json();
    await admin.post('/sandbox/api/system-state', { state: 'ONLINE' });
    const seenOnline = v.parse(SystemAnswerSchema, await (await guest.get('/rs/system')).json());

    expect(await off.json()).toEqual({ state: 'OFFLINE' });
    expect(seenOffline.SystemState).toBe('OFFLINE');
    expect(reported).toEqual({ state: 'OFFLINE' });
    expect(seenOnline.SystemState).toBe('ONLINE');
  });

  it('adds a sample line of the category asked for, a room by default, and refuses others', async () => {
    const visitor = createVisitor(sandbox.current);
    const room = v.parse(
      CartAnswerSchema,
      await (await visitor.post('/sandbox/api/cart/sample')).json(),
    );
    expect(room.FolioItems.map((i) => i.Category)).toEqual(['Hotel']);
    const gift = await visitor.post('/sandbox/api/cart/sample', { category: 'Retail' });
    expect(v.parse(CartAnswerSchema, await gift.json()).FolioItems.map((i) => i.Category)).toEqual([
      'Hotel',
      'Retail',
    ]);
    const wrong = await visitor.post('/sandbox/api/cart/sample', { category: 'Spaceship' });
    expect(wrong.status).toBe(422);
    const cart = v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());
    expect(cart.FolioItems).toHaveLength(2);
  });

  it('refuses an unknown state with 422 and keeps the current one', async () => {
    const admin = createVisitor(sandbox.current);
    const response = await admin.post('/sandbox/api/system-state', { state: 'MAINTENANCE' });
    expect(response.status).toBe(422);
    expect(await (await admin.get('/sandbox/api/system-state')).json()).toEqual({
      state: 'ONLINE',
    });
  });

  it('reports whether there was a session to expire', async () => {
    const visitor = createVisitor(sandbox.current);
    const none = await (await visitor.post('/sandbox/api/session/expire')).json();
    await visitor.get('/rs/system');
    const some = await (await visitor.post('/sandbox/api/session/expire')).json();
    expect(none).toEqual({ expired: false });
    expect(some).toEqual({ expired: true });
  });

  it('serves a plain, framable-only-by-itself HTML control page', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.get('/sandbox');
    const html = await response.text();
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(html).toContain('<h1>innkit sandbox controls</h1>');
    expect(html).toContain('X-XSRF-TOKEN');
    expect(html).toContain("new Event('ik-cart-refresh')");
    for (const action of ['online', 'offline', 'sample', 'expire']) {
      expect(html).toContain(`<button type="button" data-action="${action}">`);
    }
  });
});
