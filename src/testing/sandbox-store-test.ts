import { afterAll, afterEach, beforeEach } from 'vitest';
import { type ApiSandbox, startApiSandbox } from './api-sandbox';
import { type FreshStores, freshStores } from './fresh-stores';
import { clearDocumentCookies, installPageDom } from './page-dom';

/** What a store test reads in its tests: each is set afresh before every test. */
export interface SandboxStoreTest<M> {
  /** The sandbox of this test (its own database). */
  sb: ApiSandbox;
  /** A fresh copy of the page's stores, its session loaded. */
  s: FreshStores;
  /** The modules under test, imported after the fresh stores so they share their graph. */
  m: M;
  /** The page loaded again: the stores and modules afresh, same cookies and storage. */
  reload(): Promise<void>;
}

/**
 * Registers the hooks of a store test that runs in Node against the real sandbox, on a
 * happy-dom page (installPageDom): before each test a new sandbox, fresh stores with the
 * session loaded and `load()` imported into the same module graph; after each, the session
 * clock stopped, cookies, both storages, the page's body and dataLayer cleared, the sandbox closed.
 * The page's own CustomEvent stands in for Node's while the file runs, so analytics and
 * element events are DOM events of the page.
 */
export function sandboxStoreTest<M>(load: () => Promise<M>): SandboxStoreTest<M> {
  const test = {} as SandboxStoreTest<M>;
  const start = async () => {
    test.s = await freshStores(test.sb.http);
    test.m = await load();
    await test.s.loadSession();
  };
  test.reload = async () => {
    test.s.stop();
    await start();
  };
  const page = installPageDom();
  const nodeCustomEvent = globalThis.CustomEvent;
  globalThis.CustomEvent = page.window.CustomEvent as unknown as typeof CustomEvent;

  beforeEach(async () => {
    test.sb = await startApiSandbox();
    await start();
  });

  afterEach(async () => {
    test.s.stop();
    clearDocumentCookies();
    localStorage.clear();
    sessionStorage.clear();
    document.body.replaceChildren();
    delete (window as { dataLayer?: unknown }).dataLayer;
    await test.sb.close();
  });

  afterAll(async () => {
    globalThis.CustomEvent = nodeCustomEvent;
    await page.uninstall();
  });

  return test;
}
