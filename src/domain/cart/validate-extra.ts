import type { ExtraGroup } from './extra-groups';

/** What the guest entered for one group of the extras drawer. */
export interface ExtraInput {
  /** Index of the chosen choice (choice groups). */
  choice?: number | null;
  /** The guest note (note groups). */
  text?: string;
  /** The options ticked (multi groups). */
  picked?: readonly string[];
}

export type ExtraCheck =
  | { ok: true; add: { PMSItemId: string; Comments: string | null } }
  | { ok: false; message: string };

/** The longest guest note the hotel's system keeps. */
export const NOTE_MAX_LENGTH = 500;

/**
 * Check one group of the extras drawer before it is added (booking-engine.md §2): a dog or
 * bed needs a choice, the guest note needs text, allergies need at least one tick.
 */
export function validateExtra(group: ExtraGroup, input: ExtraInput): ExtraCheck {
  switch (group.kind) {
    case 'choice': {
      const chosen = input.choice == null ? undefined : group.choices[input.choice];
      if (!chosen)
        return { ok: false, message: `Please choose an option for ${group.label.toLowerCase()}.` };
      return { ok: true, add: { PMSItemId: chosen.service.PMSItemId, Comments: chosen.comment } };
    }
    case 'note': {
      const text = (input.text ?? '').trim();
      if (!text) return { ok: false, message: 'Please write your note for the hotel.' };
      if (text.length > NOTE_MAX_LENGTH) {
        return { ok: false, message: `Please keep your note under ${NOTE_MAX_LENGTH} characters.` };
      }
      return { ok: true, add: { PMSItemId: group.service.PMSItemId, Comments: text } };
    }
    case 'multi': {
      const picked = group.options.filter((o) => input.picked?.includes(o));
      if (!picked.length) return { ok: false, message: 'Please tick at least one allergy.' };
      return { ok: true, add: { PMSItemId: group.service.PMSItemId, Comments: picked.join(', ') } };
    }
    case 'simple':
      return { ok: true, add: { PMSItemId: group.service.PMSItemId, Comments: null } };
  }
}
