import { Hono } from 'hono';
import type * as v from 'valibot';
import { arrivalProblem } from '../../src/domain/stay/arrival-problem';
import { BOOKING_VAULT } from '../../src/domain/rates/booking-vault';
import { groupRates } from '../../src/domain/rates/group-rates';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { rateAudienceText } from '../../src/domain/text/rate-audience-text';
import { rateCharge } from '../../src/domain/rates/rate-charge';
import { VENUES } from '../../src/domain/routes/venue-config';
import {
  BookPmsAnswerSchema,
  BookPmsRequestSchema,
  GetRatesAnswerSchema,
  GetRatesRequestSchema,
} from '../../src/schemas/rates';
import { holdRefusalText } from '../cart/hold-messages';
import { clientAddress } from '../forms/client-address';
import { answer, checkedAnswer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SESSION_EXPIRED, SUCCESS, fail } from '../http/results';
import { readBody } from '../http/validation';
import { SESSION_TIMEOUT_MS } from '../sessions/session-timeout';
import { customerAudiences } from '../stay/customer-audiences';
import { memberPrices } from '../stay/member-prices';
import { pmsFolioIdOfHold } from '../stay/pms-folio-id';
import { inventoryCache } from '../stay/rates-answer-cache';
import { type StayRate, stayRates } from '../stay/stay-rates';

/** What a guest reads when the room went between the search and "Add room". */
export const ROOM_GONE =
  'Sorry, that room has just been booked by someone else. Please choose another room or change your search.';

/**
 * The stay calls of the booking engine (booking-engine.md §7): `/rs/get-rates`, the rates of a
 * stay grouped by room type, and `/rs/book-pms`, which holds a room against the one stay
 * inventory (checked and taken in one transaction) and adds it to the session's web folio for
 * the amount the server computes (the offer price when an offer applies). A hold lapses with
 * the session: keeping the session alive keeps it (see touchSession).
 */
const ratesAnswers = inventoryCache<v.InferInput<typeof GetRatesAnswerSchema>>();

/**
 * `/rs/get-rates`' answer: the rates grouped by room type, each with the lowest member price
 * when the guest is not a member (issue 36 §4: a price, never the rate).
 */
function ratesAnswer(
  rates: StayRate[],
  members: ReadonlyMap<string, number>,
): v.InferInput<typeof GetRatesAnswerSchema> {
  const RoomTypes = groupRates(rates).map(({ rates: list }) => ({
    PMSRoomTypeId: list[0]!.PMSRoomTypeId,
    PMSRoomTypeDesc: list[0]!.PMSRoomTypeDesc,
    RoomInfo: list[0]!.RoomInfo,
    Accessibility: list[0]!.Accessibility,
    // The room's text, gallery and features come once, with its room type, not on every rate.
    Rates: list.map(
      ({ venue: _venue, RoomInfo: _info, Accessibility: _features, ...option }) => option,
    ),
    ...(members.has(list[0]!.PMSRoomTypeId)
      ? { MemberPrice: members.get(list[0]!.PMSRoomTypeId) }
      : {}),
  }));
  return { Result: SUCCESS, RoomTypes };
}

export const stayBookingRoutes = new Hono<AppEnv>()
  .post('/rs/get-rates', async (c) => {
    const body = await readBody(c, GetRatesRequestSchema);
    if (!body.ok) return body.response;
    const q = body.data;
    const { repos, nowMs } = c.var.deps;
    // A stay in the past is not for sale (issue 17 item 4): the answer says why.
    const past = arrivalProblem(q.ArrivalDate, c.var.today);
    if (past) return answer(c, GetRatesAnswerSchema, { Result: fail(past), RoomTypes: [] });
    const search = {
      venue: q.Venue,
      arrival: q.ArrivalDate,
      departure: q.DepartureDate,
      adults: q.Adults,
      children: q.Children,
      promo: q.PromoCode,
      audiences: customerAudiences(c.var.session, repos.customers),
    };
    const now = nowMs();
    const inventory = repos.stayInventory;
    // The same search (twenty guests looking at the same weekend) is worked out once while
    // nothing free has changed; the answer is checked against its schema when made.
    const rates = ratesAnswers(
      inventory,
      JSON.stringify(search),
      now,
      () => inventory.nextLapse(q.Venue, q.ArrivalDate, q.DepartureDate, now),
      () =>
        checkedAnswer(
          GetRatesAnswerSchema,
          ratesAnswer(stayRates(inventory, search, now), memberPrices(inventory, search, now)),
        ),
    );
    return c.json(rates);
  })
  .post('/rs/book-pms', async (c) => {
    const body = await readBody(c, BookPmsRequestSchema);
    if (!body.ok) return body.response;
    const q = body.data;
    const session = c.var.session;
    // The session cookie names the web folio (a stale WebFolioId in the body is not trusted).
    if (!session) {
      return answer(c, BookPmsAnswerSchema, { Result: SESSION_EXPIRED, PMSFolioId: null });
    }
    const past = arrivalProblem(q.ArrivalDate, c.var.today);
    if (past) return answer(c, BookPmsAnswerSchema, { Result: fail(past), PMSFolioId: null });
    const { repos, nowMs } = c.var.deps;
    const inventory = repos.stayInventory;
    const venue = VENUES.find((v) => inventory.roomTypes(v).some((t) => t.code === q.PMSRoomType));
    const now = nowMs();
    const search = {
      arrival: q.ArrivalDate,
      departure: q.DepartureDate,
      adults: q.Adults,
      children: q.Children,
      promo: q.GroupCode ?? '',
      audiences: customerAudiences(session, repos.customers),
    };
    const rate = venue
      ? stayRates(inventory, { venue, ...search }, now).find(
          (r) => r.PMSRoomTypeId === q.PMSRoomType && r.PMSRateTypeId === q.PMSRateType,
        )
      : undefined;
    // A rate not for the public, asked without the matching customer (issue 17 item 2).
    const audience = BOOKING_VAULT.rateAudiences[q.PMSRateType];
    if (venue && !rate && audience && !search.audiences.includes(audience)) {
      const name = inventory.ratePlans(venue).find((p) => p.rate_type === q.PMSRateType);
      const text = rateAudienceText(name?.description ?? q.PMSRateType, audience);
      return answer(c, BookPmsAnswerSchema, { Result: fail(text), PMSFolioId: null });
    }
    if (!venue || !rate) {
      return answer(c, BookPmsAnswerSchema, { Result: fail(ROOM_GONE), PMSFolioId: null });
    }
    const nights = nightsBetween(q.ArrivalDate, q.DepartureDate);
    // The amount is the server's own: the offer price when an offer applies (the same rule as
    // the rates the guest saw), never a price from the request.
    const { total } = rateCharge(rate, nights, BOOKING_VAULT.offers);
    const booked = repos.folios.transaction(() => {
      const held = inventory.holdForCart(
        {
          venue,
          roomType: q.PMSRoomType,
          rateType: q.PMSRateType,
          arrival: q.ArrivalDate,
          departure: q.DepartureDate,
          webFolioId: session.web_folio_id,
          // An abandoned cart gives its rooms back when its session would lapse.
          expiresAt: now + SESSION_TIMEOUT_MS,
          clientAddress: clientAddress(c),
          customerId: session.customer_id,
        },
        now,
      );
      if (!held.ok) return held;
      const holdId = held.id;
      const pmsFolioId = pmsFolioIdOfHold(holdId);
      repos.folios.addItem(
        session.web_folio_id,
        {
          folioId: pmsFolioId,
          category: 'Hotel',
          details: `${rate.PMSRoomTypeDesc} — ${rate.RateInfo.PMSRateTypeDesc}`,
          amount: total,
          startDate: q.ArrivalDate,
          finishDate: q.DepartureDate,
          nights,
          adults: q.Adults,
          children: q.Children,
          youth: q.Youth,
          extra: {
            RateDetails: rate.RateInfo.PMSRateTypeDesc,
            FolioTotal: total,
            Location: venue === 'inn' ? 'The Inn' : venue === 'seaside' ? 'Seaside' : 'The Lake',
            SpecialServices: [],
          },
        },
        now,
      );
      return { ok: true as const, pmsFolioId };
    });
    if (!booked.ok) {
      const text = holdRefusalText(booked.refused, repos.settings.holdLimits(), ROOM_GONE);
      return answer(c, BookPmsAnswerSchema, { Result: fail(text), PMSFolioId: null });
    }
    return answer(c, BookPmsAnswerSchema, { Result: SUCCESS, PMSFolioId: booked.pmsFolioId });
  });
