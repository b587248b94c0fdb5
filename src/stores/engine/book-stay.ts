import { atom } from 'nanostores';
import { userMessageOf } from '../../api/errors';
import { bookPms, getRates } from '../../api/rates-api';
import { track } from '../../core/analytics';
import { announce } from '../../core/announce';
import { bookStayKey } from '../../domain/stay/book-stay-key';
import { BOOKING_VAULT } from '../../domain/rates/booking-vault';
import { locationRates } from '../../domain/rates/location-rates';
import { rateCharge } from '../../domain/rates/rate-charge';
import { ratesFoundText } from '../../domain/text/rates-found-text';
import type { StaySearch } from '../../domain/stay/stay-search';
import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../schemas/rates';
import { $session, loadSession, refreshCart, writeLastDateSearched } from '../index';
import { runChange } from './rs-outcome-handler';
import { stayRequestFields } from './stay-request';

export type RatesState =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; key: string; roomTypes: RoomTypeRatesAnswer[] }
  | { status: 'failed'; key: string; message: string };

/** The Book your Stay screen's rates: the last search asked and its answer. */
export const $rates = atom<RatesState>({ status: 'idle' });
/** The room being added ("room|rate"), while the booking is under way. */
export const $adding = atom<string | null>(null);
/** Why the last "Add room" failed, in plain words (null when it did not, or the notice said). */
export const $addFailure = atom<string | null>(null);

const itemOf = (rate: RoomRateOptionAnswer, index = 0) => ({
  item_id: `${rate.PMSRoomTypeId}-${rate.PMSRateTypeId}`,
  item_name: rate.PMSRoomTypeDesc,
  item_variant: rate.RateInfo.PMSRateTypeDesc,
  item_category: 'Hotel',
  price: rate.Price,
  quantity: 1,
  index,
});

/** Ask for the rates of a search (once per search), and remember its dates. */
export async function loadRates(
  search: StaySearch,
  promo: string,
  target: EventTarget = document,
): Promise<void> {
  // A login or logout asks again: the rates (a member's own) depend on the customer.
  const key = `${bookStayKey(search, promo)}|${$session.get()?.CustomerId ?? ''}`;
  const now = $rates.get();
  if (now.status === 'loaded' && now.key === key) return;
  // A search changed from one already answered: what it found is announced (once).
  const changed = (now.status === 'loaded' || now.status === 'failed') && now.key !== key;
  writeLastDateSearched(`${search.arrival}_${search.departure}`);
  $rates.set({ status: 'loading' });
  try {
    const answer = await getRates({
      ...stayRequestFields(search),
      WebFolioId: $session.get()?.WebFolioId ?? null,
      Language: 'en',
      Venue: search.venue,
      PromoCode: promo,
    });
    // A refusal (a stay in the past, the system offline…) is said in the hotel's words, not
    // as "no rates".
    if (answer.Result.value !== 'SUCCESS' && answer.Result.Text) {
      $rates.set({ status: 'failed', key, message: answer.Result.Text });
      announce(answer.Result.Text, 'assertive');
      return;
    }
    // The inn offers only its own rate codes, other locations never (booking-engine.md §9).
    const roomTypes = answer.RoomTypes.map((type) => ({
      ...type,
      Rates: locationRates(type.Rates, search.venue, BOOKING_VAULT.innRateCodes),
    })).filter((type) => type.Rates.length > 0);
    $rates.set({ status: 'loaded', key, roomTypes });
    if (changed) {
      const prices = roomTypes.flatMap((type) => type.Rates.map((rate) => rate.Price));
      announce(ratesFoundText(roomTypes.length, prices, search.nights));
    }
    const items = roomTypes.flatMap((t) => t.Rates).map(itemOf);
    if (items.length) {
      track(
        { event: 'view_item_list', ecommerce: { item_list_name: 'Book your Stay', items } },
        target,
      );
    }
  } catch (error) {
    const message = userMessageOf(error);
    $rates.set({ status: 'failed', key, message });
    announce(message, 'assertive');
  }
}

/** Why "Add room" failed, shown beside the rooms and said once, assertively. */
function failAdd(message: string | null): void {
  $addFailure.set(message);
  if (message) announce(message, 'assertive');
}

/** The guest chose a rate (GA4 `select_item`). */
export function selectRate(rate: RoomRateOptionAnswer, target: EventTarget = document): void {
  track(
    {
      event: 'select_item',
      ecommerce: { item_list_name: 'Book your Stay', items: [itemOf(rate)] },
    },
    target,
  );
}

/**
 * "Add room": book the rate for the search through `/rs/book-pms`, once however often it is
 * clicked; on success refresh the cart (and `add_to_cart`); a lapsed session goes through the
 * expired notice; any other failure is logged and kept in `$addFailure` in plain words.
 */
export async function addRoom(
  rate: RoomRateOptionAnswer,
  search: StaySearch,
  promo: string,
  target: EventTarget = document,
): Promise<boolean> {
  if ($adding.get() !== null) return false;
  $adding.set(`${rate.PMSRoomTypeId}|${rate.PMSRateTypeId}`);
  $addFailure.set(null);
  try {
    // §7 names the session's ids: a guest quicker than the page's session load waits for it.
    if (!$session.get()) await loadSession();
    const session = $session.get();
    const data = {
      SessionId: session?.SessionId ?? '',
      WebFolioId: session?.WebFolioId ?? '',
      PMSRoomType: rate.PMSRoomTypeId,
      RoomNumber: null,
      CustomerId: session?.CustomerId ?? null,
      PMSRateType: rate.PMSRateTypeId,
      ...stayRequestFields(search),
      GroupCode: promo || null,
    };
    const outcome = await runChange('book-stay: book-pms', data, () => bookPms(data));
    if (!outcome.ok) {
      failAdd(outcome.message);
      return false;
    }
    track(
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'GBP',
          value: rateCharge(rate, search.nights, BOOKING_VAULT.offers).total,
          items: [itemOf(rate)],
        },
      },
      target,
    );
    try {
      await refreshCart();
    } catch (error) {
      failAdd(userMessageOf(error));
    }
    return true;
  } finally {
    $adding.set(null);
  }
}
