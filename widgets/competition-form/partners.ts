import * as v from 'valibot';
import {
  type CompetitionPartner,
  CompetitionPartnerSchema,
} from '../../src/schemas/forms/competition';

/**
 * The partners a page gives a competition (attribute JSON or a slotted JSON script): each
 * with a name and an http(s) terms link. Anything else is left out, and said on the console,
 * so a typo in the CMS never shows a broken checkbox or a `javascript:` link.
 */
export function readPartners(raw: unknown): CompetitionPartner[] {
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.flatMap((entry) => {
    const result = v.safeParse(CompetitionPartnerSchema, entry);
    if (result.success && /^https?:/i.test(result.output.terms_url)) return [result.output];
    console.error('[innkit] competition partner ignored (needs name and an http(s) terms_url)');
    return [];
  });
}

/** The JSON in a `<script type="application/json">` child of the element, if any. */
export function slottedJson(host: Element): unknown {
  const script = host.querySelector(':scope > script[type="application/json"]');
  if (!script?.textContent?.trim()) return undefined;
  try {
    return JSON.parse(script.textContent) as unknown;
  } catch {
    console.error('[innkit] the competition partners script is not valid JSON');
    return undefined;
  }
}
