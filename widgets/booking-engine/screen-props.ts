import type { BookingRoute } from '../../src/domain/routes/booking-routes';

/** What the engine tells each screen about the route it shows. */
export interface ScreenProps {
  route: BookingRoute;
  params: Readonly<Record<string, string>>;
  search: Readonly<Record<string, string>>;
}
