import { describe, expect, it } from 'vitest';
import { monthWindow } from './month-window';

describe('monthWindow', () => {
  it('covers a coming month from its first to its last day', () => {
    expect(monthWindow('2025-12', '2025-11-20')).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
    expect(monthWindow('2028-02', '2025-11-20')).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
  });

  it('starts the current month at today and has nothing for a past month', () => {
    expect(monthWindow('2025-11', '2025-11-20')).toEqual({
      start: '2025-11-20',
      end: '2025-11-30',
    });
    expect(monthWindow('2025-10', '2025-11-20')).toBeNull();
  });
});
