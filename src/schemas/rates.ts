import * as v from 'valibot';
import { isIsoDay } from '../domain/calendar/calendar-day';
import { MAX_STAY_NIGHTS } from '../domain/calendar/stay-range-problem';
import { VENUES } from '../domain/routes/venue-config';
import { AmountSchema } from './money';
import { PictureWidthsField } from './picture';
import { INNKIT_EXTENSION, PoliciesField } from './policies';
import { ResultSchema } from './result';
import { RoomAccessibilitySchema } from './room-accessibility';
import { RequiredSessionFields } from './wire-fields';

const IsoDay = v.pipe(
  v.string(),
  v.check((day: string) => isIsoDay(day), 'not a calendar date (YYYY-MM-DD)'),
);
/** Counts may come as numbers or digit strings ("2"). */
const count = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.digits())]),
    v.transform(Number),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty());
const Code = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(32),
);
const Text = v.optional(v.string(), '');

function nightsOk(b: { ArrivalDate: string; DepartureDate: string }): boolean {
  const days =
    (Date.parse(`${b.DepartureDate}T00:00:00Z`) - Date.parse(`${b.ArrivalDate}T00:00:00Z`)) /
    86_400_000;
  return days >= 1 && days <= MAX_STAY_NIGHTS;
}
const NIGHTS_MESSAGE = `DepartureDate must be 1 to ${MAX_STAY_NIGHTS} nights after ArrivalDate`;

/**
 * The guests of a stay (booking-engine.md §5: adults 1–8, children 0–4, babies 0–4). §7 names
 * all four for get-rates and book-pms, so all four must be there (0 when none).
 */
const Guests = {
  Adults: count(1, 8),
  Children: count(0, 4),
  /** Babies (2 and under), as the hotel's systems name them. */
  Youth: count(0, 4),
  Infants: count(0, 4),
};

/**
 * `POST /rs/get-rates` (booking-engine.md §7): every field §7 names must be there; the web
 * folio may be null (a first search before the session has a cart), the promo code empty.
 */
export const GetRatesRequestSchema = v.pipe(
  v.object({
    ArrivalDate: IsoDay,
    DepartureDate: IsoDay,
    ...Guests,
    WebFolioId: v.nullable(Id),
    Language: v.pipe(v.string(), v.nonEmpty('Language is required'), v.maxLength(16)),
    Venue: v.picklist(VENUES),
    PromoCode: v.pipe(v.string(), v.trim(), v.maxLength(64)),
  }),
  v.forward(
    v.check((b) => nightsOk(b), NIGHTS_MESSAGE),
    ['DepartureDate'],
  ),
);
export type GetRatesRequest = v.InferInput<typeof GetRatesRequestSchema>;

/** The CMS text of a room type (booking-engine.md §3 RoomInfo). */
export const RoomInfoSchema = v.object({
  title: Text,
  intro: Text,
  copy: Text,
  /** Each picture at `url`, with `sources`, the same picture at its widths (`srcset`). */
  gallery: v.optional(
    v.array(v.object({ url: v.string(), alt: Text, sources: PictureWidthsField })),
    [],
  ),
  archive_img: Text,
});
export type RoomInfo = v.InferOutput<typeof RoomInfoSchema>;

/** A room rate option (booking-engine.md §3). Price is the stay's total, all-in. */
export const RoomRateOptionSchema = v.object({
  PMSRoomTypeId: Code,
  PMSRateTypeId: Code,
  PMSRoomTypeDesc: Text,
  PMSRoomDesc: Text,
  PMSRoomTypeImage: Text,
  Price: AmountSchema,
  AverageRate: AmountSchema,
  /** Rooms of this type free on every night of the stay (the fewest). */
  NumRoomsAvail: v.optional(count(0, 10_000), 0),
  /** The nightly prices, first night first. */
  NightlyRates: v.optional(v.array(AmountSchema), []),
  RateInfo: v.object({
    PMSRateTypeId: Code,
    PMSRateTypeDesc: Text,
    PMSRateTypeCustDesc: Text,
    PMSRateTypeImage: Text,
  }),
  RoomInfo: v.optional(RoomInfoSchema, {}),
  /** The rate plan's cancellation and payment policies (innkit extension, issue 32). */
  Policies: PoliciesField,
});
export type RoomRateOptionAnswer = v.InferOutput<typeof RoomRateOptionSchema>;

/** The rates of one room type, cheapest first, with its accessibility features. */
export const RoomTypeRatesSchema = v.object({
  PMSRoomTypeId: Code,
  PMSRoomTypeDesc: Text,
  RoomInfo: v.optional(RoomInfoSchema, {}),
  Accessibility: RoomAccessibilitySchema,
  Rates: v.array(RoomRateOptionSchema),
  /**
   * The lowest total a member pays for this room type and stay (issue 36 §4), sent to a guest
   * who is not one, for "Members pay £X": a price only, never the rate's code or anything that
   * books it (the rate stays for members alone).
   */
  MemberPrice: v.optional(
    v.pipe(
      v.number(),
      v.finite(),
      v.minValue(0),
      v.description(
        `${INNKIT_EXTENSION} (issue 36): the lowest total a member pays for this room type and stay, for a guest who is not one; never the rate's code.`,
      ),
    ),
  ),
});
export type RoomTypeRatesAnswer = v.InferOutput<typeof RoomTypeRatesSchema>;

/** The answer of `POST /rs/get-rates`: rates grouped by room type (none: no rates). */
export const GetRatesAnswerSchema = v.object({
  Result: ResultSchema,
  RoomTypes: v.optional(v.array(RoomTypeRatesSchema), []),
});
export type GetRatesAnswer = v.InferOutput<typeof GetRatesAnswerSchema>;

/**
 * `POST /rs/book-pms` (booking-engine.md §7): every field §7 names must be there — the
 * session's ids, and RoomNumber, CustomerId and GroupCode as null when there is none.
 */
export const BookPmsRequestSchema = v.pipe(
  v.object({
    ...RequiredSessionFields,
    PMSRoomType: Code,
    RoomNumber: v.nullable(v.union([v.string(), v.number()])),
    CustomerId: v.nullable(v.union([v.string(), v.number()])),
    PMSRateType: Code,
    ArrivalDate: IsoDay,
    DepartureDate: IsoDay,
    ...Guests,
    GroupCode: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  }),
  v.forward(
    v.check((b) => nightsOk(b), NIGHTS_MESSAGE),
    ['DepartureDate'],
  ),
);
export type BookPmsRequest = v.InferInput<typeof BookPmsRequestSchema>;

/** The answer of `POST /rs/book-pms`: Result, and the PMS folio of the room on success. */
export const BookPmsAnswerSchema = v.object({
  Result: ResultSchema,
  PMSFolioId: v.optional(
    v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  ),
});
export type BookPmsAnswer = v.InferOutput<typeof BookPmsAnswerSchema>;
