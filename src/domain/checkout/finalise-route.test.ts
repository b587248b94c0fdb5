import { describe, expect, it } from 'vitest';
import { finaliseRoute } from './finalise-route';

describe('finaliseRoute', () => {
  it('reads SUCCESS, the logged-in text and other failures', () => {
    expect(finaliseRoute({ value: 'SUCCESS', Text: '' })).toEqual({ kind: 'ok' });
    expect(finaliseRoute({ value: 'FAIL', Text: 'Must be logged in to post payment.' })).toEqual({
      kind: 'update-session',
    });
    expect(finaliseRoute({ value: 'FAIL', Text: 'No.' })).toEqual({ kind: 'failed', text: 'No.' });
  });
});
