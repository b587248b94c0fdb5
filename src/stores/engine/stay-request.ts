import type { StaySearch } from '../../domain/stay/stay-search';
import type { GetRatesRequest } from '../../schemas/rates';

type StayFields = Pick<
  GetRatesRequest,
  'ArrivalDate' | 'DepartureDate' | 'Adults' | 'Children' | 'Youth' | 'Infants'
>;

/**
 * The stay of a search as `/rs/get-rates` and `/rs/book-pms` name it (booking-engine.md §7):
 * the one place babies become the PMS's `Youth`; its `Infants` are never sent as any but 0.
 */
export function stayRequestFields(search: StaySearch): StayFields {
  return {
    ArrivalDate: search.arrival,
    DepartureDate: search.departure,
    Adults: search.adults,
    Children: search.children,
    Youth: search.infants,
    Infants: 0,
  };
}
