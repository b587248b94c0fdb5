import { describe, expect, it } from 'vitest';
import { competitionSentMessage } from './form-messages';

describe('competitionSentMessage', () => {
  it('shows the closing date as D MMMM, YYYY', () => {
    expect(competitionSentMessage('2026-03-31')).toBe(
      'Your entry has been received. The competition closes on 31 March, 2026; good luck!',
    );
  });

  it('still thanks the guest when no closing date was given', () => {
    expect(competitionSentMessage(undefined)).toBe('Your entry has been received. Good luck!');
  });
});
