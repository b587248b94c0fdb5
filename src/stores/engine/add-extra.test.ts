import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ExtraGroup } from '../../domain/cart/extra-groups';
import { addExtra, type ExtraToAdd } from './add-extra';

const group = { label: 'Flowers' } as ExtraGroup;
const add = { PMSItemId: 'FLOWERS', Comments: null } as unknown as ExtraToAdd;

describe('addExtra', () => {
  it('passes on what the caller’s add answered', async () => {
    expect(await addExtra(async () => ({ ok: true }), add, group)).toEqual({ ok: true });
    expect(await addExtra(async () => null, add, group)).toBeNull();
  });

  it('puts whatever the add threw into the guest’s words', async () => {
    const timeout = new ApiError('timeout', { url: '/rs/add-special-service' });
    expect(await addExtra(() => Promise.reject(timeout), add, group)).toEqual({
      ok: false,
      message: timeout.userMessage,
    });
    expect(await addExtra(() => Promise.reject(new Error('boom')), add, group)).toEqual({
      ok: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
  });
});
