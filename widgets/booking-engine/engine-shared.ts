/**
 * What nearly every engine screen uses: the kit parts (buttons, alerts, loading/failed/empty
 * blocks, inline statuses, prices) and the engine's cart actions, temporary customer and
 * outcome handling. The element re-exports them, so they are bundled with the engine's own
 * chunk instead of becoming small chunks that the first later screen to need them carries
 * (bench/size.mjs "later screen": issues 13–15, at most 15 kB each beyond the first screen).
 * A side-effect import would not do: rollup drops a module none of whose code the importer uses.
 */
export { Alert } from '../../src/ui/Alert';
export { AsyncBlock } from '../../src/ui/AsyncBlock';
export { Button } from '../../src/ui/Button';
export { EmptyState } from '../../src/ui/EmptyState';
export { InlineStatus } from '../../src/ui/InlineStatus';
export { Price } from '../../src/ui/Price';
export { removeCartItem } from '../../src/stores/engine/cart-actions';
export { runChange } from '../../src/stores/engine/rs-outcome-handler';
export { ensureBookingCustomer } from '../../src/stores/engine/temporary-customer';
