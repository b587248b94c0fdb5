// @vitest-environment happy-dom
import { waitForState } from '../../tests/shared/wait-for-state';
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from './fake-intersection-observer';
import { watchForTags } from './watch-for-tags';

const TAGS = ['ik-header', 'ik-login-form', 'ik-session-notice'];

afterEach(() => {
  document.body.replaceChildren();
});

describe('watchForTags', () => {
  let stops: (() => void)[] = [];
  const watch = (found: (element: Element) => void, waiting = new Set(TAGS)) => {
    stops.push(watchForTags(document, waiting, found));
    return waiting;
  };
  const names = (found: ReturnType<typeof vi.fn>) =>
    found.mock.calls.map(([element]) => (element as Element).localName);
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
  });

  it('finds every element of the waiting tags already on the page, and no others', () => {
    document.body.innerHTML =
      '<main><ik-header></ik-header><p>hi</p><ik-header></ik-header><ik-x></ik-x></main>';
    const found = vi.fn();
    watch(found);
    expect(names(found)).toEqual(['ik-header', 'ik-header']);
  });

  it('finds an element added later, also deep inside an added subtree', async () => {
    const found = vi.fn();
    watch(found);
    expect(found).not.toHaveBeenCalled();

    const form = document.createElement('ik-login-form');
    document.body.append(form);
    await waitForState(() => expect(found.mock.calls).toEqual([[form]]));

    const section = document.createElement('section');
    section.innerHTML = '<div><div><ik-session-notice></ik-session-notice></div></div>';
    document.body.append(section);
    await waitForState(() => expect(names(found)).toEqual(['ik-login-form', 'ik-session-notice']));
  });

  it('ignores the elements of a tag no longer waiting', async () => {
    const found = vi.fn();
    const waiting = watch(found);
    waiting.delete('ik-header');
    document.body.append(document.createElement('ik-header'));
    document.body.append(document.createElement('ik-login-form'));
    // Both arrive in one batch of records: the header, first, is never reported.
    await waitForState(() => expect(names(found)).toEqual(['ik-login-form']));
  });

  it('stops watching once no tag is waiting', async () => {
    const disconnect = vi.spyOn(MutationObserver.prototype, 'disconnect');
    const waiting = new Set(['ik-header']);
    watch((element) => waiting.delete(element.localName), waiting);
    document.body.append(document.createElement('ik-header'));
    await waitForState(() => expect(waiting.size).toBe(0));
    expect(disconnect).toHaveBeenCalled();
    disconnect.mockRestore();
  });

  it('does not watch at all when nothing is left waiting after the first look', () => {
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    document.body.innerHTML = '<ik-header></ik-header>';
    const waiting = new Set(['ik-header']);
    watch((element) => waiting.delete(element.localName), waiting);
    expect(observe).not.toHaveBeenCalled();
    observe.mockRestore();
  });

  it('stops when told', async () => {
    const found = vi.fn();
    const stop = watchForTags(document, new Set(['ik-header']), found);
    stop();
    // A watcher started later sees the same records after the stopped one would have.
    const probe = vi.fn();
    watch(probe, new Set(['ik-header']));
    document.body.append(document.createElement('ik-header'));
    await waitForState(() => expect(probe).toHaveBeenCalled());
    expect(found).not.toHaveBeenCalled();
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

  const stopLoader = async () => {
    const scope = globalThis as Record<symbol, (() => void) | undefined>;
    scope[FLAG]?.();
    delete scope[FLAG];
    (await import('./islands')).stopWaiting();
  };
  beforeEach(async () => {
    await stopLoader();
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.resetModules();
  });
  afterEach(async () => {
    await stopLoader();
    errors.mockRestore();
    vi.unstubAllGlobals();
    vi.doUnmock('./chunk-graph');
    vi.doUnmock('./chunk-graph-eager');
    vi.doUnmock('./element-properties');
    vi.doUnmock('./tags');
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
  });

  const attempted = () =>
    errors.mock.calls.map(([message, error]) => ({
      tag: /<([a-z-]+)>/.exec(String(message))?.[1],
      chunk: /([a-z-]+\.js)/.exec(String(error))?.[1],
    }));

  it('imports an eager tag’s chunk at once, present at start or added later, once per tag', async () => {
    document.body.innerHTML = '<ik-header></ik-header>';
    await import('./innkit');
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(1));

    document.body.append(document.createElement('ik-session-notice'));
    document.body.append(document.createElement('ik-header'));
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(2));
    // A probe added after: once its import is reported, a second header's would have been.
    document.body.append(document.createElement('ik-booking-engine'));
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(3));
    expect(attempted()).toEqual([
      { tag: 'ik-header', chunk: 'ik-header.js' },
      { tag: 'ik-session-notice', chunk: 'ik-session-notice.js' },
      { tag: 'ik-booking-engine', chunk: 'ik-booking-engine.js' },
    ]);
  });

  it('imports a visible tag’s chunk when one of its elements comes into view', async () => {
    document.body.innerHTML =
      '<ik-contact-form id="a"></ik-contact-form><ik-contact-form id="b"></ik-contact-form>';
    await import('./innkit');
    const b = document.getElementById('b') as Element;
    await waitForState(() => expect(FakeObserver.all.some((o) => o.targets.has(b))).toBe(true));
    expect(errors).not.toHaveBeenCalled();
    FakeObserver.show(b);
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(1));
    // the other element's watch has ended: nothing more is imported
    expect(FakeObserver.all.every((observer) => observer.targets.size === 0)).toBe(true);
    FakeObserver.show(document.getElementById('a') as Element);
    // A probe added after: once its import is reported, one for `a` would have been.
    document.body.append(document.createElement('ik-header'));
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(attempted()).toEqual([
      { tag: 'ik-contact-form', chunk: 'ik-contact-form.js' },
      { tag: 'ik-header', chunk: 'ik-header.js' },
    ]);
  });

  it('follows the loading attribute: eager loads a form at once, interaction waits for a touch', async () => {
    document.body.innerHTML =
      '<ik-contact-form loading="eager"></ik-contact-form><ik-header loading="interaction"><a href="#">x</a></ik-header>';
    await import('./innkit');
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(attempted()).toEqual([{ tag: 'ik-contact-form', chunk: 'ik-contact-form.js' }]);
    document.querySelector('ik-header a')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(attempted()[1]).toEqual({ tag: 'ik-header', chunk: 'ik-header.js' });
  });

  it('asks for every chunk of the element with modulepreload the moment it loads it', async () => {
    const graph = {
      'ik-header': ['rt/runtime.js', 'chunks/preact-define-widget-AAAAAAAA.js'],
      'ik-contact-form': ['rt/runtime.js', 'chunks/preact-use-form-BBBBBBBB.js'],
    };
    vi.doMock('./chunk-graph-eager', () => ({ EAGER_GRAPH: { 'ik-header': graph['ik-header'] } }));
    vi.doMock('./chunk-graph', () => ({ CHUNK_GRAPH: graph }));
    document.body.innerHTML = '<ik-header></ik-header><ik-contact-form></ik-contact-form>';
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
        new URL(link.href).pathname.replace(/^.*\/loader\//, ''),
      );
    await import('./innkit');
    expect(preloads()).toEqual(['rt/runtime.js', 'chunks/preact-define-widget-AAAAAAAA.js']);
    const form = document.querySelector('ik-contact-form') as Element;
    await waitForState(() => expect(FakeObserver.all.some((o) => o.targets.has(form))).toBe(true));
    FakeObserver.show(form);
    // once each: the runtime was asked for already. The form's own file too, at once: the
    // form runs only after the header has, and its download must not wait for that (a consumer
    // app's held header chunk once kept the calendar's and golf hole's files from being asked).
    expect(preloads()).toEqual([
      'rt/runtime.js',
      'chunks/preact-define-widget-AAAAAAAA.js',
      'chunks/preact-use-form-BBBBBBBB.js',
      'ik-contact-form.js',
    ]);
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(2));
  });

  it('evaluates a visible element’s chunks one per import too, from the whole graph', async () => {
    vi.doMock('./chunk-graph', () => ({
      CHUNK_GRAPH: { 'ik-contact-form': ['rt/runtime.js', 'chunks/preact-use-form-BBBBBBBB.js'] },
    }));
    document.body.innerHTML = '<ik-contact-form></ik-contact-form>';
    await import('./innkit');
    const form = document.querySelector('ik-contact-form') as Element;
    await waitForState(() => expect(FakeObserver.all.some((o) => o.targets.has(form))).toBe(true));
    FakeObserver.show(form);
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(1));
    // The chain began with the shared runtime (missing here), not with the element's own chunk.
    expect(attempted()).toEqual([{ tag: 'ik-contact-form', chunk: 'runtime.js' }]);
  });

  it('evaluates an eager element’s chunks first, one per import, and elements one after another', async () => {
    vi.doMock('./chunk-graph-eager', () => ({
      EAGER_GRAPH: {
        'ik-header': ['rt/runtime.js', 'chunks/preact-define-widget-AAAAAAAA.js'],
        'ik-session-notice': [],
      },
    }));
    document.body.innerHTML = '<ik-header></ik-header><ik-session-notice></ik-session-notice>';
    await import('./innkit');
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(2));
    // The header's chain began with the shared runtime (missing here, so it stopped there); the
    // next element was tried only after it, and a failure did not stop the queue.
    const failed = errors.mock.calls.map(([message, error]) => [
      /<([a-z-]+)>/.exec(String(message))?.[1],
      /([a-z-]+\.js)/.exec(String(error))?.[1],
    ]);
    expect(failed).toEqual([
      ['ik-header', 'runtime.js'],
      ['ik-session-notice', 'ik-session-notice.js'],
    ]);
    vi.doUnmock('./chunk-graph-eager');
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
  });

  it('does nothing when included a second time', async () => {
    await import('./innkit');
    vi.resetModules();
    await import('./innkit'); // a second copy, as from a second <script> with another URL
    document.body.innerHTML = '<ik-session-notice></ik-session-notice>';
    await waitForState(() => expect(errors).toHaveBeenCalledTimes(1));
    // A probe added after: once its import is reported, a second copy's would have been.
    document.body.append(document.createElement('ik-header'));
    await waitForState(() => expect(attempted().at(-1)?.tag).toBe('ik-header'));
    expect(attempted()).toEqual([
      { tag: 'ik-session-notice', chunk: 'ik-session-notice.js' },
      { tag: 'ik-header', chunk: 'ik-header.js' },
    ]);
  });

  it('defines every tag at once with its properties, before any chunk has arrived', async () => {
    vi.doMock('./element-properties', () => ({
      ELEMENT_PROPERTIES: ['heading minNights:n'],
      CONFIG_PROPERTIES: ['homeUrl'],
    }));
    vi.doMock('./tags', () => ({ WIDGET_TAGS: ['ik-unit-shell'] }));
    // Set on an element parsed before the loader ran: kept when the tag is defined.
    document.body.innerHTML = '<ik-unit-shell min-nights="3"></ik-unit-shell>';
    const early = document.querySelector('ik-unit-shell') as HTMLElement & Record<string, unknown>;
    early.heading = 'Early';
    await import('./innkit');
    expect(customElements.get('ik-unit-shell')).toBeDefined();
    expect(early.heading).toBe('Early');
    expect(early.minNights).toBe(3);
    const later = document.createElement('ik-unit-shell') as HTMLElement & Record<string, unknown>;
    expect(['heading', 'minNights', 'homeUrl'].every((name) => name in later)).toBe(true);
    later.homeUrl = '/the-inn';
    expect(later.getAttribute('home-url')).toBe('/the-inn');
    expect(later.shadowRoot).toBeNull();
  });
});
