// The manifest against the running elements (issue 21 item 6), in Chromium on the sandbox,
// after `npm run build`: for every tag of dist/custom-elements.json, created from its shipped
// module in its main states (tests/manifest/fixtures.mjs), both directions —
// - attributes: what the element observes is documented, and each documented attribute with a
//   property is observed and reaches its property (an attribute the element reads itself must
//   change what it shows);
// - properties: every accessor the element defines is documented, and every documented one
//   exists;
// - parts and slots: every one rendered in a main state is documented (that each documented
//   part exists in the source is tests/manifest/parts-in-source.test.ts).
// Run: `npx tsx tests/manifest/conformance.mjs [--results file]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startSandbox } from '../../sandbox/start-sandbox.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../chromium.mjs';
import { FIXTURES } from './fixtures.mjs';
import { tally } from '../tally.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'dist/custom-elements.json'), 'utf8'));
const { check, finish } = tally('manifest conformance');
const expectNone = (list, what) =>
  check(list.length === 0, list.length ? `${what}: ${list.join(', ')}` : what);

/** Every event innkit dispatches (IkEventMap in src/core/events.ts). */
const EVENT_NAMES = [
  ...new Set(
    [
      ...readFileSync(path.join(root, 'src/core/events.ts'), 'utf8').matchAll(
        /^\s+'(ik-[a-z-]+)':/gm,
      ),
    ].map((m) => m[1]),
  ),
];

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>conformance</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/innkit/themes/lake.css">
<script type="application/json" id="innkit-config">{ "bookBase": "/conformance/book" }</script>
</head><body></body></html>`;

/** In the page: define the tag from its module, render one state, report what is there. */
async function inspect(page, tag, fixture) {
  return page.evaluate(
    async ({ tag, fixture, eventNames }) => {
      const Ctor =
        customElements.get(tag) ?? (await import(`/innkit/${tag}.js`), customElements.get(tag));
      const events = new Set();
      for (const name of eventNames) {
        document.addEventListener(name, (event) => {
          if (event.target === document.body.firstElementChild) events.add(name);
        });
      }
      document.body.innerHTML = `<${tag} ${fixture.attrs ?? ''}>${fixture.html ?? ''}</${tag}>`;
      const el = document.body.firstElementChild;
      const seen = () => {
        const parts = new Set();
        const slots = new Set();
        const walk = (node) => {
          for (const child of node.querySelectorAll('*')) {
            for (const part of child.part ?? []) parts.add(part);
            if (child.localName === 'slot') slots.add(child.getAttribute('name') ?? '');
          }
        };
        if (el.shadowRoot) walk(el.shadowRoot);
        return { parts: [...parts], slots: [...slots] };
      };
      const wanted = fixture.ready === null ? [] : [].concat(fixture.ready);
      const ready = () =>
        el.shadowRoot !== null &&
        (wanted.length === 0 || wanted.some((p) => el.shadowRoot.querySelector(`[part~="${p}"]`)));
      // A state that never comes is reported, not waited for forever.
      const gaveUpAt = performance.now() + 20_000;
      const reached = await new Promise((resolve) => {
        const tick = () =>
          ready()
            ? resolve(true)
            : performance.now() > gaveUpAt
              ? resolve(false)
              : requestAnimationFrame(tick);
        tick();
      });
      // Let what the ready state starts (a fetch answered, a dialog opening) settle.
      const frames = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await frames();
      // The guest's action of this state (choose a tee, show a tab, open a panel), then wait
      // for the event it should fire.
      if (fixture.act) {
        el.shadowRoot.querySelector(fixture.act)?.click();
        const until = performance.now() + 10_000;
        while (fixture.expects && !events.has(fixture.expects) && performance.now() < until) {
          await frames();
        }
        await frames();
      }
      const proto = Ctor.prototype;
      const accessors = Object.entries(Object.getOwnPropertyDescriptors(proto))
        .filter(([, d]) => d.get || d.set)
        .map(([name]) => name);
      return {
        reached,
        observed: [...(Ctor.observedAttributes ?? [])],
        accessors,
        events: [...events],
        ...seen(),
      };
    },
    { tag, fixture, eventNames: EVENT_NAMES },
  );
}

/** Each documented attribute with a property: setting the attribute reaches the property. */
async function attributeReachesProperty(page, tag, attributes) {
  return page.evaluate(
    ({ tag, attributes }) => {
      const el = document.createElement(tag);
      const wrong = [];
      const samples = { number: ['7', 7], boolean: ['', true], string: ['sample', 'sample'] };
      for (const { name, fieldName, type } of attributes) {
        if (!fieldName) continue;
        const [text, expected] = samples[type] ?? ['[1]', null];
        el.setAttribute(name, text);
        const value = el[fieldName];
        const ok = expected === null ? JSON.stringify(value) === text : value === expected;
        if (!ok) wrong.push(`${name} → ${fieldName} gave ${JSON.stringify(value)}`);
      }
      return wrong;
    },
    { tag, attributes },
  );
}

const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext();
  await context.route(/\/conformance(\/|$)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: PAGE }),
  );
  const only =
    process.argv.indexOf('--only') > 0 ? process.argv[process.argv.indexOf('--only') + 1] : null;
  for (const module of manifest.modules) {
    const el = module.declarations[0];
    const tag = el.tagName;
    if (only && tag !== only) continue;
    const fixtures = FIXTURES[tag];
    expectNone(fixtures ? [] : [tag], 'tags without fixtures');
    if (!fixtures) continue;
    const documented = {
      attributes: el.attributes.map((a) => a.name),
      members: el.members.map((m) => m.name),
      parts: el.cssParts.map((p) => p.name),
      slots: el.slots.map((s) => s.name),
    };
    const parts = new Set();
    const slots = new Set();
    const events = new Set();
    let observed = [];
    let accessors = [];
    for (const fixture of fixtures) {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${sandbox.url}${fixture.path ?? '/conformance/'}`);
      const found = await inspect(page, tag, fixture);
      expectNone(
        found.reached ? [] : [fixture.ready],
        `<${tag}> ${fixture.attrs ?? ''} never showed`,
      );
      found.parts.forEach((p) => parts.add(p));
      found.slots.forEach((s) => slots.add(s));
      found.events.forEach((e) => events.add(e));
      if (fixture.expects) {
        expectNone(
          found.events.includes(fixture.expects) ? [] : [fixture.expects],
          `<${tag}> after clicking ${fixture.act}, missing event`,
        );
      }
      observed = found.observed;
      accessors = found.accessors;
      expectNone(errors, `<${tag}> ${fixture.attrs ?? ''} threw`);
      if (fixture === fixtures[0]) {
        expectNone(
          await attributeReachesProperty(
            page,
            tag,
            el.attributes.map((a) => ({
              name: a.name,
              fieldName: a.fieldName,
              type: el.members.find((m) => m.name === a.fieldName)?.type.text,
            })),
          ),
          `<${tag}> attributes that do not reach their property`,
        );
      }
      await page.close();
    }
    const ownAttributes = el.attributes.filter((a) => !a.fieldName).map((a) => a.name);
    expectNone(
      observed.filter((a) => !documented.attributes.includes(a)),
      `<${tag}> observes undocumented attributes`,
    );
    expectNone(
      documented.attributes.filter((a) => !observed.includes(a) && !ownAttributes.includes(a)),
      `<${tag}> documents attributes it does not observe`,
    );
    expectNone(
      accessors.filter((p) => !documented.members.includes(p)),
      `<${tag}> has undocumented properties`,
    );
    expectNone(
      documented.members.filter((p) => !accessors.includes(p)),
      `<${tag}> documents properties it does not have`,
    );
    expectNone(
      [...parts].filter((p) => !documented.parts.includes(p)),
      `<${tag}> renders undocumented parts`,
    );
    expectNone(
      [...slots].filter((s) => !documented.slots.includes(s) && !/^panel-\d+$/.test(s)),
      `<${tag}> renders undocumented slots`,
    );
    expectNone(
      documented.slots.filter((s) => !slots.has(s)),
      `<${tag}> documents slots it does not render`,
    );
    expectNone(
      [...events].filter((e) => !el.events.some((doc) => doc.name === e)),
      `<${tag}> fires undocumented events`,
    );
    console.log(
      `<${tag}>: ${parts.size} parts, ${slots.size} slots, ${observed.length} attributes, ${events.size} events seen`,
    );
  }
} finally {
  await browser.close();
  await sandbox.close();
}
finish();
