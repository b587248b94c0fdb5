import { describe, expect, it } from 'vitest';
import { bookStayQueryString, readBookStayQuery } from './book-stay-query';

describe("Book your Stay's query", () => {
  it('reads the promo and the accessible filter, off unless exactly 1', () => {
    expect(readBookStayQuery({})).toEqual({ promo: '', accessible: false });
    expect(readBookStayQuery({ promo: 'WELCOME', accessible: '1' })).toEqual({
      promo: 'WELCOME',
      accessible: true,
    });
    expect(readBookStayQuery({ accessible: 'yes' }).accessible).toBe(false);
    expect(readBookStayQuery({ accessible: '0' }).accessible).toBe(false);
  });

  it('writes them back, and nothing when there is nothing to say', () => {
    expect(bookStayQueryString({ promo: '', accessible: false })).toBe('');
    expect(bookStayQueryString({ promo: '', accessible: true })).toBe('?accessible=1');
    expect(bookStayQueryString({ promo: 'A&B', accessible: true })).toBe(
      '?promo=A%26B&accessible=1',
    );
  });

  it('marks the other venue’s search first, keeping the promo and the filter', () => {
    expect(bookStayQueryString({ promo: '', accessible: false, alt: true })).toBe('?alt=1');
    expect(bookStayQueryString({ promo: 'SAVE15', accessible: true, alt: true })).toBe(
      '?alt=1&promo=SAVE15&accessible=1',
    );
  });

  it('round-trips', () => {
    const query = { promo: 'SAVE15', accessible: true };
    const text = bookStayQueryString(query);
    const read = Object.fromEntries(new URLSearchParams(text));
    expect(readBookStayQuery(read)).toEqual(query);
  });
});
