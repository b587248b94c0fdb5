import { describe, expect, it } from 'vitest';
import { botRefusalText } from './bot-refusal-text';

describe('botRefusalText', () => {
  it('says what happened and offers the phone and the email', () => {
    expect(botRefusalText({ phone: '01632 960100', email: 'stay@the-lake.example' })).toBe(
      'We could not send this: our spam check took it for an automated message, and sending it again will not change that. Please call us on 01632 960100 or email stay@the-lake.example instead.',
    );
  });

  it('offers what is known, and a way in words when nothing is', () => {
    expect(botRefusalText({ phone: '01632 960300' })).toMatch(
      /Please call us on 01632 960300 instead\.$/,
    );
    expect(botRefusalText({ email: ' rooms@the-inn.example ' })).toMatch(
      /Please email rooms@the-inn.example instead\.$/,
    );
    expect(botRefusalText({})).toMatch(/Please contact the hotel by phone or email instead\.$/);
    expect(botRefusalText({})).not.toMatch(/on our side|try again/i);
  });
});
