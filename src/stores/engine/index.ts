/** The booking engine's own state: bundled with the element, never in the shared runtime. */
export * from './cart-actions';
export * from './rs-outcome-handler';
export * from './router';
export * from './book-stay';
export * from './special-services';
export * from './hold-time';
