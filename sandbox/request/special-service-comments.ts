import { EXTRA_CATEGORY } from '../../src/domain/cart/extra-groups';
import type { SpecialServiceRow } from '../db/special-services-repo';

/**
 * The hotel's own check of what a guest sent with a special service: a dog needs one of its
 * sizes, allergies one or more of the listed allergens, the guest note some text. Returns
 * the comment to keep, or the reason it is refused.
 */
export function checkServiceComments(
  service: SpecialServiceRow,
  comments: string | null | undefined,
): { ok: true; comments: string | null } | { ok: false; text: string } {
  const options = JSON.parse(service.options_json) as string[];
  const text = comments?.trim() ?? '';
  if (service.category === EXTRA_CATEGORY.note) {
    return text ? { ok: true, comments: text } : { ok: false, text: 'Please write your note.' };
  }
  if (service.category === EXTRA_CATEGORY.allergies && options.length) {
    const picked = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (!picked.length || picked.some((p) => !options.includes(p))) {
      return { ok: false, text: `Please choose from: ${options.join(', ')}.` };
    }
    return { ok: true, comments: picked.join(', ') };
  }
  if (options.length) {
    return options.includes(text)
      ? { ok: true, comments: text }
      : { ok: false, text: `Please choose one of: ${options.join(', ')}.` };
  }
  return { ok: true, comments: text || null };
}
