import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesByField } from './issues-by-field';

describe('issuesByField', () => {
  it('keeps the first message of each field, keyed by the top-level name', () => {
    const schema = v.object({
      email: v.pipe(v.string(), v.nonEmpty('Email is required'), v.email('Not an email')),
      list: v.array(v.pipe(v.string(), v.nonEmpty('Empty partner'))),
      name: v.string(),
    });
    const result = v.safeParse(
      schema,
      { email: '', list: ['a', ''], name: 'x' },
      { abortPipeEarly: false },
    );
    expect(result.success).toBe(false);
    expect(issuesByField(result.issues ?? [])).toEqual({
      email: 'Email is required',
      list: 'Empty partner',
    });
  });

  it('files an issue of the whole form under the empty key', () => {
    expect(issuesByField([{ message: 'Tick at least one list' }])).toEqual({
      '': 'Tick at least one list',
    });
  });
});
