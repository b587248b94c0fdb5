/**
 * The temporary customer lives with the booking engine's stores (src/stores/engine/), which
 * reach the shared stores through their index, as the build requires; this path stays for
 * the modules that still import it here.
 */
export * from './engine/temporary-customer';
