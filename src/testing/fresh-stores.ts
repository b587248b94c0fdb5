import { vi } from 'vitest';
import type { HttpOptions } from '../api/http';

/**
 * A fresh copy of the page's stores (they are singletons), with the HTTP client of the same
 * fresh module graph pointed at `http`. Call `stop()` after the test: it ends the copy's
 * session clock, which would otherwise keep ticking into later tests, and takes its page
 * services' listeners off the HTTP client, the tab channel and the document (a later test file
 * in the same worker may import this very module graph).
 */
export async function freshStores(http: HttpOptions) {
  vi.resetModules();
  const { configureHttp } = await import('../api/http');
  configureHttp(http);
  const stores = await import('../stores/index');
  const monitor = await import('../stores/session-monitor');
  const tabs = await import('../stores/tab-sync');
  const confirm = await import('../stores/engine/confirm-account');
  const services = await import('../stores/booking-session');
  return {
    ...stores,
    confirmAccount: confirm.confirmAccount,
    checkSessionNow: monitor.checkSessionNow,
    startSessionMonitor: monitor.startSessionMonitor,
    tellOtherTabs: tabs.tellOtherTabs,
    stop: () => {
      monitor.stopSessionMonitor();
      services.stopPageServices();
    },
  };
}

export type FreshStores = Awaited<ReturnType<typeof freshStores>>;
