// @vitest-environment happy-dom
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForTags } from './watch-for-tags';

const TAGS = ['ik-header', 'ik-login-form', 'ik-session-notice'];

/** Lets the MutationObserver deliver its records. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
});

describe('watchForTags', () => {
  let stops: (() => void)[] = [];
  const watch = (load: (tag: string) => void, tags = TAGS) => {
    stops.push(watchForTags(document, tags, load));
  };
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
  });

  it('loads the tags already on the page at once, and no others', () => {
    document.body.innerHTML = '<main><ik-header></ik-header><p>hi</p></main>';
    const load = vi.fn();
    watch(load);
    expect(load.mock.calls).toEqual([['ik-header']]);
  });

  it('loads a tag added later, also deep inside an added subtree', async () => {
    const load = vi.fn();
    watch(load);
    expect(load).not.toHaveBeenCalled();

    document.body.append(document.createElement('ik-login-form'));
    await settle();
    expect(load.mock.calls).toEqual([['ik-login-form']]);

    const section = document.createElement('section');
    section.innerHTML = '<div><div><ik-session-notice></ik-session-notice></div></div>';
    document.body.append(section);
    await settle();
    expect(load.mock.calls).toEqual([['ik-login-form'], ['ik-session-notice']]);
  });

  it('loads each tag once, however many of its elements appear', async () => {
    document.body.innerHTML = '<ik-header></ik-header><ik-header></ik-header>';
    const load = vi.fn();
    watch(load);
    document.body.append(document.createElement('ik-header'));
    const more = document.createElement('div');
    more.innerHTML = '<ik-login-form></ik-login-form><ik-login-form></ik-login-form>';
    document.body.append(more);
    await settle();
    document.body.append(document.createElement('ik-login-form'));
    await settle();
    expect(load.mock.calls).toEqual([['ik-header'], ['ik-login-form']]);
  });

  it('stops watching once every tag was found', async () => {
    const disconnect = vi.spyOn(MutationObserver.prototype, 'disconnect');
    const load = vi.fn();
    watch(load, ['ik-header']);
    document.body.append(document.createElement('ik-header'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    disconnect.mockRestore();
  });

  it('does not watch at all when every tag is there from the start', () => {
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    document.body.innerHTML = '<ik-header></ik-header>';
    watch(vi.fn(), ['ik-header']);
    expect(observe).not.toHaveBeenCalled();
    observe.mockRestore();
  });

  it('ignores tags it was not asked about, and stops when told', async () => {
    const load = vi.fn();
    const stop = watchForTags(document, ['ik-header'], load);
    document.body.append(document.createElement('ik-unknown'));
    await settle();
    stop();
    document.body.append(document.createElement('ik-header'));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});

/**
 * innkit.ts itself, as a page includes it. Its chunks (`./<tag>.js` beside the loader) exist
 * only in dist/, so here each dynamic import fails, and the loader reports the failure: one
 * console error per attempted import, naming the tag and the chunk's address.
 */
describe('innkit.ts', () => {
  const FLAG = Symbol.for('innkit.loader');
  let errors: MockInstance<typeof console.error>;

  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[FLAG];
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
  });
  afterEach(() => {
    errors.mockRestore();
  });

  const attempted = () =>
    errors.mock.calls.map(([message, error]) => ({
      tag: /<([a-z-]+)>/.exec(String(message))?.[1],
      chunk: /([a-z-]+\.js)/.exec(String(error))?.[1],
    }));

  it('imports the chunk of each tag present at start and added later, once per tag', async () => {
    document.body.innerHTML = '<ik-header></ik-header>';
    await import('./innkit');
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));

    document.body.append(document.createElement('ik-login-form'));
    document.body.append(document.createElement('ik-header'));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    await settle();
    expect(attempted()).toEqual([
      { tag: 'ik-header', chunk: 'ik-header.js' },
      { tag: 'ik-login-form', chunk: 'ik-login-form.js' },
    ]);

    // the last tag: every chunk is asked for, and the loader stops watching the page
    document.body.append(document.createElement('ik-session-notice'));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(3));
    expect(attempted()[2]).toEqual({ tag: 'ik-session-notice', chunk: 'ik-session-notice.js' });
  });

  it('does nothing when included a second time', async () => {
    await import('./innkit');
    vi.resetModules();
    await import('./innkit'); // a second copy, as from a second <script> with another URL
    document.body.innerHTML = '<ik-session-notice></ik-session-notice>';
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempted()).toEqual([{ tag: 'ik-session-notice', chunk: 'ik-session-notice.js' }]);
  });
});
