import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { parseElementDoc } from './parse-element-doc.mjs';
// @ts-expect-error: a plain .mjs build script without type declarations
import { reachableParts } from './parts-reachable.mjs';

// Issue 33 §6, at the source: every part an element can render (written in any view its
// element file reaches, its lazy screens and the kit included) is a `@csspart` of its header,
// and every `@csspart` is written in one of those views. The rendered shadow DOM is compared
// with the built manifest by the axe matrix journeys (tests/journeys/manifest-parts.ts).

const reachable = reachableParts() as Map<string, Map<string, string>>;

/** Parts a reached view can write but this element never makes it write, and why. */
const NEVER_RENDERED: Record<string, Record<string, string>> = {
  'widgets/booking-engine/ik-booking-engine.element.ts': {
    'booking-bar': 'the kit BookingBar’s default: SummaryBar names it `summary-bar`',
    'bar-details': 'the kit BookingBar’s default: SummaryBar names it `summary-open`',
  },
  'widgets/subscribe-modal/ik-subscribe-modal.element.ts': {
    title: 'its form has no heading of its own: the dialog’s is `dialog-title`',
  },
};

/** Documented parts a view writes from a value (`part={`meal-block ${meal}`}`), and which. */
const WRITTEN_FROM_VALUES: Record<string, Record<string, string>> = {
  'widgets/booking-engine/ik-booking-engine.element.ts': {
    breakfast: 'screens/dining/MealBlock.tsx, its meal',
    dinner: 'screens/dining/MealBlock.tsx, its meal',
  },
};

/** Undocumented parts of headers that another helper is editing now; the list only shrinks. */
const TO_DOCUMENT: Record<string, string[]> = {
  'widgets/header/ik-header.element.ts': ['error'],
};

describe('an element documents exactly the parts it can render', () => {
  it.each([...reachable.keys()])('%s', (file) => {
    const documented = new Set<string>(
      parseElementDoc(readFileSync(file, 'utf8'), file).declarations[0].cssParts.map(
        (part: { name: string }) => part.name,
      ),
    );
    const never = NEVER_RENDERED[file] ?? {};
    const pending = TO_DOCUMENT[file] ?? [];
    const parts = reachable.get(file)!;
    const undocumented = [...parts].filter(([part]) => !documented.has(part) && !(part in never));
    expect(
      undocumented
        .filter(([part]) => !pending.includes(part))
        .map(([p, where]) => `${p} (${where})`),
    ).toEqual([]);
    // A part documented since leaves the list of those still to document.
    expect(pending.filter((part) => documented.has(part))).toEqual([]);
    const fromValues = WRITTEN_FROM_VALUES[file] ?? {};
    expect([...documented].filter((part) => !parts.has(part) && !(part in fromValues))).toEqual([]);
  });
});
