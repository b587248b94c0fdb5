import { Window } from 'happy-dom';

/** The page globals the stores use. */
const PAGE_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'location'] as const;

/**
 * A happy-dom page for tests that also run the sandbox server in the same process.
 *
 * Vitest's happy-dom environment replaces `fetch`, `Request`, `Response`, `Headers`, `URL`
 * and `AbortController` with happy-dom's own, which enforce CORS and break the sandbox's
 * Node HTTP server; so such tests stay in the node environment and install only the page
 * globals the stores touch (document and its cookies, storage, location). Call the returned
 * function after the tests to take them away again.
 */
export function installPageDom(url = 'http://localhost:3000/'): {
  window: Window;
  uninstall: () => Promise<void>;
} {
  const window = new Window({ url });
  const scope = globalThis as Record<string, unknown>;
  const saved = new Map(
    PAGE_GLOBALS.map((key) => [key, Object.getOwnPropertyDescriptor(scope, key)]),
  );
  const values: Record<(typeof PAGE_GLOBALS)[number], unknown> = {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
  };
  for (const key of PAGE_GLOBALS) {
    Object.defineProperty(scope, key, { value: values[key], configurable: true, writable: true });
  }
  return {
    window,
    async uninstall() {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(scope, key, descriptor);
        else delete scope[key];
      }
      await window.happyDOM.close();
    },
  };
}

/** Expire every cookie of the page's document. */
export function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
