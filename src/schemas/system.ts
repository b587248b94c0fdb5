import * as v from 'valibot';
import { ResultSchema } from './result';
import { SessionSchema } from './session';

/** Default minutes a booking session lives without activity (booking-engine.md §9). */
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 19;

/** `GET /rs/system` (and `GET /rs/clearSession`, which answers with a fresh system state). */
export const SystemAnswerSchema = v.object({
  Result: ResultSchema,
  SystemState: v.string(),
  WebFolioRemainingTimeoutMinutes: v.optional(
    v.pipe(v.number(), v.minValue(0)),
    DEFAULT_SESSION_TIMEOUT_MINUTES,
  ),
  /**
   * Minutes until the session's absolute lifetime ends (the sandbox's own field, beyond §7;
   * null when unknown): the page's clock never promises more, however active the guest is.
   */
  SessionLifetimeRemainingMinutes: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
  Configuration: v.optional(v.object({ AllowStoreCard: v.optional(v.boolean(), false) }), {
    AllowStoreCard: false,
  }),
  Session: SessionSchema,
  /**
   * The session the page came back with had lapsed with rooms or items in its cart, which were
   * released (the sandbox's own field, beyond §7): the page says why the cart is empty.
   */
  CartReleased: v.optional(v.boolean(), false),
});
export type SystemAnswer = v.InferOutput<typeof SystemAnswerSchema>;

/** `POST /rs/update-session`: the session was kept alive for this many more minutes. */
export const UpdateSessionAnswerSchema = v.object({
  Result: ResultSchema,
  WebFolioRemainingTimeoutMinutes: v.optional(
    v.pipe(v.number(), v.minValue(0)),
    DEFAULT_SESSION_TIMEOUT_MINUTES,
  ),
  /**
   * Minutes until the session's absolute lifetime ends (the sandbox's own field, beyond §7;
   * null when unknown): the page's clock never promises more, however active the guest is.
   */
  SessionLifetimeRemainingMinutes: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
});
export type UpdateSessionAnswer = v.InferOutput<typeof UpdateSessionAnswerSchema>;
