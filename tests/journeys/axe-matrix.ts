import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wcag22Violations } from './axe';
import type { sandboxAndBrowser } from './browser';
import { settled } from './engine-states';
import { forcedColourProblems } from './forced-colours';
import { undocumentedParts } from './manifest-parts';
import { nextFrames, transitionsEnded } from './frames';
import { textSpacingProblems } from './text-spacing';
import { THEMES, useTheme } from './theme';

// Issue 22's proof, shared by the two halves of the axe matrix (axe-matrix-demo.journey.ts:
// the demo pages; axe-matrix-engine.journey.ts: the engine's screens), which run side by side
// on the journeys' two workers. Every state at 320 and 1280 px in all three themes, against the
// real sandbox and the built bundle. In each look: axe-core's WCAG 2.2 A and AA rules with
// target size (2.5.8); WCAG 1.4.12's text-spacing overrides clip no text. At each width: under
// forced colours, focused and selected controls still look different. In each state, every part
// rendered is in dist/custom-elements.json (issue 33 §6). One page per kind of guest, reused
// from state to state (states are reached by address where they can be).

const WIDTHS = [320, 1280];

export interface State {
  /** How the report names it. */
  name: string;
  /** Opened first, when given (relative to the sandbox). */
  url?: string;
  /** What the guest does there to reach the state. */
  act?: (page: Page) => Promise<void>;
  /** Only these widths (a control that exists only on a phone). */
  widths?: number[];
}

/**
 * Problems found that belong to a fault being fixed elsewhere: a pattern of the line as
 * reported (`state theme width: problem`; dates in a day's name change daily) and the fault. A
 * pattern that matches nothing any more fails the journey, so the list only shrinks.
 */
const KNOWN: { line: RegExp; fault: string }[] = [];
const known = (line: string) => KNOWN.some((k) => k.line.test(line));

interface Finding {
  where: string;
  problem: string;
}

/** Puts the page at a look's starting point: from the top, focus nowhere, motion ended. */
async function fromTheTop(page: Page): Promise<void> {
  // The Tab presses of the forced-colour check must not leave a control under the sticky
  // header for the next look.
  await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLElement && !active.closest('dialog')) active.blur();
    window.scrollTo(0, 0);
  });
  await nextFrames(page);
  await transitionsEnded(page);
}

/**
 * The matrix of one journey file: `statesOf` adds a describe block of states, `sumUp` the test
 * that checks every state was looked at and prints the tally.
 */
export function axeMatrix(run: ReturnType<typeof sandboxAndBrowser>, title: string) {
  /** Text the spacing overrides end with an ellipsis: not failing, listed in the summary. */
  const ellipsed = new Set<string>();
  const tally = { looks: 0, states: 0, axe: 0, targetSize: 0, spacing: 0, forced: 0, parts: 0 };
  const allFound: string[] = [];
  let declared = 0;

  /**
   * Every look of a state. The theme is the outer loop: a theme's stylesheet swap starts the
   * buttons' colour transitions, which each look waits out, so a state swaps three times, not
   * six. Forced colours once per width, after the themes.
   */
  async function checkState(page: Page, state: State): Promise<Finding[]> {
    const found: Finding[] = [];
    for (const part of await undocumentedParts(page)) {
      found.push({ where: state.name, problem: `${part} is not in custom-elements.json` });
      tally.parts += 1;
    }
    const widths = state.widths ?? WIDTHS;
    for (const theme of THEMES) {
      await useTheme(page, theme);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await fromTheTop(page);
        const where = `${state.name} ${theme} ${width}`;
        for (const problem of await wcag22Violations(page)) {
          found.push({ where, problem });
          if (problem.startsWith('target-size:')) tally.targetSize += 1;
          else tally.axe += 1;
        }
        const spacing = await textSpacingProblems(page);
        for (const problem of spacing.clipped) {
          found.push({ where, problem });
          tally.spacing += 1;
        }
        for (const line of spacing.ellipsed) ellipsed.add(`${state.name} ${width}: ${line}`);
        tally.looks += 1;
      }
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await fromTheTop(page);
      for (const problem of await forcedColourProblems(page)) {
        found.push({ where: `${state.name} forced colours ${width}`, problem });
        tally.forced += 1;
      }
    }
    tally.states += 1;
    return found;
  }

  /** One page for a kind of guest, the states in order; each state is a test of its own. */
  function statesOf(group: string, states: State[], { cookie = true } = {}) {
    declared += states.length;
    describe(group, () => {
      let page: Page;
      for (const state of states) {
        it(
          `${state.name}: 0 axe violations, nothing clipped, states seen in forced colours`,
          { timeout: 240_000 },
          async () => {
            if (!page) {
              const context = await run.browser.newContext({
                viewport: { width: 1280, height: 800 },
              });
              // Guests who have answered the newsletter modal: it opens over the page after 3 s.
              if (cookie)
                await context.addCookies([
                  { name: 'signupCookie', value: '1', url: run.sandbox.url },
                ]);
              page = await context.newPage();
            }
            await useTheme(page, 'lake').catch(() => undefined);
            await page.setViewportSize({ width: 1280, height: 800 });
            if (state.url) {
              await page.goto(`${run.sandbox.url}${state.url}`);
              await settled(page);
            }
            await state.act?.(page);
            await nextFrames(page);
            const lines = (await checkState(page, state)).map((f) => `${f.where}: ${f.problem}`);
            allFound.push(...lines);
            expect(lines.filter((line) => !known(line))).toEqual([]);
          },
        );
      }
    });
  }

  /** The file's last test: no known problem has gone, every state was looked at. */
  function sumUp() {
    describe('the matrix', () => {
      it('lists no known problem that has gone, and sums up', () => {
        const gone = KNOWN.filter((k) => !allFound.some((line) => k.line.test(line)));
        expect(gone.map((k) => k.fault)).toEqual([]);
        const knownLines = allFound.filter(known);
        if (knownLines.length) console.log(`known, owned elsewhere:\n${knownLines.join('\n')}`);
        console.log(
          `axe matrix, ${title}: ${tally.states} states × widths × ${THEMES.length} themes = ${tally.looks} looks checked, ` +
            `${tally.axe} axe violations, ${tally.targetSize} target-size failures, ` +
            `${tally.spacing} clipped by text spacing, ${tally.forced} forced-colour problems, ` +
            `${tally.parts} parts rendered but not in the manifest ` +
            `(${knownLines.length} of them known, owned elsewhere)`,
        );
        if (ellipsed.size) console.log(`ellipsed under text spacing:\n${[...ellipsed].join('\n')}`);
        expect(tally.states).toBe(declared);
      });
    });
  }

  return { statesOf, sumUp };
}
