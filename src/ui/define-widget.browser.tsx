import { expect } from 'chai';
import { useState } from 'react';
import { expectNoAxeViolations, frames, mount, until } from '../../tests/browser/helpers';
import { CONFIG_KEYS } from '../core/config';
import { defineShell } from '../core/element-shell';
import { defineWidget } from './define-widget';
import { useWidget } from './widget-context';

interface Props {
  label?: string;
  compact?: boolean;
  count?: number;
  items?: string[];
}

function Probe({ label, compact, count, items }: Props) {
  const { emit } = useWidget();
  const [clicks, setClicks] = useState(0);
  return (
    <div part="box" className="box">
      <p data-testid="state">
        {`label=${label ?? '-'} compact=${String(compact)} count=${count ?? '-'} items=${(items ?? []).join('|')}`}
      </p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
      <button
        type="button"
        onClick={() => {
          const go = emit('ik-before-redirect', { href: '/x' }, { cancelable: true });
          emit('ik-logged-in', { firstName: go ? 'went' : 'stopped' });
        }}
      >
        Emit
      </button>
    </div>
  );
}

function Broken(): never {
  throw new Error('boom');
}

const attributes = { label: 'string', compact: 'boolean', count: 'number', items: 'json' } as const;
const tag = `ik-probe-${__FLAVOUR__}` as const;
defineWidget<Props>({ tag, view: Probe, attributes, styles: '.box { color: rgb(1, 2, 3); }' });
defineWidget({ tag: `ik-broken-${__FLAVOUR__}`, view: Broken });

const state = (el: HTMLElement) => el.shadowRoot!.querySelector('[data-testid=state]')!.textContent;

describe(`defineWidget on ${__FLAVOUR__}`, () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads typed attributes; a bare boolean attribute means true', async () => {
    const el = mount(`<${tag} label="Lake" compact count="3" items='["a","b"]'></${tag}>`);
    await until(() => expect(state(el)).to.equal('label=Lake compact=true count=3 items=a|b'));
    el.removeAttribute('compact');
    el.setAttribute('count', 'x');
    await until(() => expect(state(el)).to.equal('label=Lake compact=false count=- items=a|b'));
    el.setAttribute('compact', 'false');
    await until(() => expect(state(el)).to.contain('compact=false'));
  });

  it('dispatches kebab-case events that bubble out of the shadow root, with detail', async () => {
    const el = mount(`<${tag}></${tag}>`);
    const seen: Array<CustomEvent> = [];
    const onLogin = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('ik-logged-in', onLogin);
    const veto = (e: Event) => e.preventDefault();
    document.addEventListener('ik-before-redirect', veto);
    const button = await until(() => el.shadowRoot!.querySelectorAll('button')[1]!);
    button.click();
    document.removeEventListener('ik-before-redirect', veto);
    button.click();
    document.removeEventListener('ik-logged-in', onLogin);
    expect(seen.map((e) => e.detail.firstName)).to.deep.equal(['stopped', 'went']);
    expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
  });

  it('keeps React state when the element is moved', async () => {
    const first = mount<HTMLDivElement>('<div></div>');
    const second = mount<HTMLDivElement>('<div></div>');
    const el = mount(`<${tag}></${tag}>`, first);
    const button = await until(() => el.shadowRoot!.querySelector('button')!);
    button.click();
    button.click();
    await until(() => expect(button.textContent).to.equal('Clicked 2'));
    second.append(el);
    // A remount would have drawn its fresh state within these frames.
    await frames();
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('Clicked 2');
  });

  it('adopts its styles into the shadow root', async () => {
    const el = mount(`<${tag}></${tag}>`);
    const box = await until(() => el.shadowRoot!.querySelector('.box')!);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(2);
    expect(getComputedStyle(box).color).to.equal('rgb(1, 2, 3)');
  });

  it('keeps a broken element from blanking the page', async () => {
    const broken = mount(`<ik-broken-${__FLAVOUR__}></ik-broken-${__FLAVOUR__}>`);
    const fine = mount(`<${tag} label="still here"></${tag}>`);
    const alert = await until(() => broken.shadowRoot!.querySelector('[role=alert]')!);
    expect(alert.textContent).to.contain('could not be shown');
    // …and the hotel hears of it.
    await until(
      () =>
        performance.getEntriesByType('resource').some((e) => e.name.endsWith('/log/client')) ||
        null,
    );
    await until(() => expect(state(fine)).to.contain('label=still here'));
    await expectNoAxeViolations(broken, fine);
  });

  it('treats a second registration of the same tag as harmless', () => {
    const again = defineWidget<Props>({ tag, view: Probe, attributes });
    expect(again).to.equal(customElements.get(tag));
  });

  it('honours properties set before the element upgrades', async () => {
    const lateTag = `ik-late-${__FLAVOUR__}` as const;
    const el = document.createElement(lateTag) as HTMLElement & Props;
    el.items = ['early', 'bird'];
    document.body.append(el);
    defineWidget<Props>({ tag: lateTag, view: Probe, attributes });
    await until(() => expect(state(el)).to.contain('items=early|bird'));
    el.items = ['later'];
    await until(() => expect(state(el)).to.contain('items=later'));
  });

  it('honours a config property set before the upgrade, as its attribute', async () => {
    const lateTag = `ik-late-config-${__FLAVOUR__}` as const;
    const el = document.createElement(lateTag) as HTMLElement & { bookBase?: string };
    el.bookBase = '/early-book';
    document.body.append(el);
    defineWidget<Props>({ tag: lateTag, view: Probe, attributes });
    expect(el.getAttribute('book-base')).to.equal('/early-book');
    expect(el.bookBase).to.equal('/early-book');
  });

  it('takes over a shell the loader defined: properties, attributes and listeners set before stay', async () => {
    const shellTag = `ik-shell-${__FLAVOUR__}` as const;
    // What the loader does at once, from the manifest's properties.
    defineShell(shellTag, attributes, CONFIG_KEYS);
    const el = document.createElement(shellTag) as HTMLElement & Props & { bookBase?: string };
    // Every property exists before the view has arrived, as a framework's first render checks.
    expect(['items', 'compact', 'bookBase', 'homeUrl'].every((p) => p in el)).to.equal(true);
    el.items = ['early'];
    el.bookBase = '/early-book';
    el.setAttribute('label', 'Lake');
    el.setAttribute('compact', '');
    const seen: string[] = [];
    el.addEventListener('ik-logged-in', (e) => seen.push((e as CustomEvent).detail.firstName));
    document.body.append(el);
    expect(el.compact).to.equal(true);
    expect(el.getAttribute('book-base')).to.equal('/early-book');
    expect(el.shadowRoot).to.equal(null);
    expect(el.matches(':state(loaded)')).to.equal(false);

    const defined = defineWidget<Props>({ tag: shellTag, view: Probe, attributes });
    expect(defined).to.equal(customElements.get(shellTag));
    await until(() => expect(state(el)).to.equal('label=Lake compact=true count=- items=early'));
    expect(el.matches(':state(loaded)')).to.equal(true);
    el.items = ['later'];
    el.count = 4;
    await until(() => expect(state(el)).to.equal('label=Lake compact=true count=4 items=later'));
    el.shadowRoot!.querySelectorAll('button')[1]!.click();
    expect(seen).to.deep.equal(['went']);
    // An element created after the view arrived renders at once.
    const next = mount(`<${shellTag} label="Next"></${shellTag}>`);
    await until(() => expect(state(next)).to.contain('label=Next'));
  });

  it('keeps an element focused while its view arrives, and a second view changes nothing', async () => {
    const shellTag = `ik-shell-focus-${__FLAVOUR__}` as const;
    defineShell(shellTag, attributes, CONFIG_KEYS);
    const el = mount(`<${shellTag} label="Kept" tabindex="-1"></${shellTag}>`);
    el.focus();
    defineWidget<Props>({ tag: shellTag, view: Probe, attributes });
    await until(() => expect(state(el)).to.contain('label=Kept'));
    expect(document.activeElement).to.equal(el);
    defineWidget({ tag: shellTag, view: Broken });
    el.setAttribute('label', 'Still');
    await until(() => expect(state(el)).to.contain('label=Still'));
  });
});
