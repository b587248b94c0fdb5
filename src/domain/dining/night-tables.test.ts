import { describe, expect, it } from 'vitest';
import { NO_TABLES_THIS_NIGHT, blockNightReason, venueNightReason } from './night-tables';

describe('venueNightReason', () => {
  it('lets a restaurant be chosen on a day it has a table, or while its days are not known', () => {
    expect(venueNightReason(['2026-12-01', '2026-12-02'], '2026-12-02')).to.equal(null);
    expect(venueNightReason(null, '2026-12-02')).to.equal(null);
  });

  it('says so for a day without a table', () => {
    expect(venueNightReason(['2026-12-01'], '2026-12-02')).to.equal(NO_TABLES_THIS_NIGHT);
    expect(venueNightReason([], '2026-12-02')).to.equal(NO_TABLES_THIS_NIGHT);
  });
});

describe('blockNightReason', () => {
  const day = '2026-12-02';

  it('is null when any restaurant of the meal may have a table', () => {
    expect(blockNightReason('dinner', [[], [day]], day)).to.equal(null);
    expect(blockNightReason('dinner', [[], null], day)).to.equal(null);
  });

  it('says the night is fully booked when no restaurant has a table', () => {
    expect(blockNightReason('dinner', [[], ['2026-12-03']], day)).to.equal(
      'Fully booked: no tables left for dinner on this night.',
    );
    expect(blockNightReason('breakfast', [[]], day)).to.equal(
      'Fully booked: no tables left for breakfast on this night.',
    );
  });

  it('says when no restaurant serves the meal', () => {
    expect(blockNightReason('breakfast', [], day)).to.equal(
      'No restaurant is taking breakfast reservations.',
    );
  });
});
