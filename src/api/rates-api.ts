import {
  BookPmsAnswerSchema,
  type BookPmsRequest,
  GetRatesAnswerSchema,
  type GetRatesRequest,
} from '../schemas/rates';
import { request } from './http';

/** `POST /rs/get-rates`: the rates of a stay, grouped by room type (booking-engine.md §7). */
export const getRates = (body: GetRatesRequest) =>
  request(GetRatesAnswerSchema, 'POST', '/rs/get-rates', body);

/** `POST /rs/book-pms`: hold a room for the stay and add it to the session's cart. */
export const bookPms = (body: BookPmsRequest) =>
  request(BookPmsAnswerSchema, 'POST', '/rs/book-pms', body);
