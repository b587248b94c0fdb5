import { CartAnswerSchema } from '../schemas/cart';
import { request } from './http';

/** The cart (web folio) of the current session. */
export const fetchCart = () => request(CartAnswerSchema, 'GET', '/rs/get-webfolios');
