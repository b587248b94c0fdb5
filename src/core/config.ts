import * as v from 'valibot';
import { type Config, type ConfigKey, ConfigSchema } from '../schemas/config';
import { attributeName } from './element-shell';

export type { Config, ConfigKey };

const CONFIG_ELEMENT_ID = 'innkit-config';
/** The keys an element may override by attribute (or property); the others are page-wide only
 * (the venue's name and logo too: one per page, and no attribute on every element's shell; and
 * registrationConfirmation, the hotel's one setting for every engine on the page). */
const PAGE_WIDE_KEYS: readonly string[] = [
  'venues',
  'activities',
  'spa',
  'consent',
  'brandName',
  'logoUrl',
  'registrationConfirmation',
];
export const CONFIG_KEYS = Object.keys(ConfigSchema.entries).filter(
  (key) => !PAGE_WIDE_KEYS.includes(key),
) as ConfigKey[];

let cached: Config | undefined;

function warn(message: string): void {
  console.error(`[innkit] ${message}`);
}

/**
 * Parse settings, keeping every valid key: a CMS editor's typo in one key must not take the
 * others (or the page) down with it. Each rejected key is reported once on the console. The
 * addresses (`bookBase`, `homeUrl`, `recaptchaScript`) pass the one safe-URL rule
 * (src/core/safe-url.ts): `javascript:`, `data:` or a script from another host is refused.
 */
export function parseConfig(raw: unknown, fallback?: Config): Config {
  const input = raw && typeof raw === 'object' ? { ...(raw as Record<string, unknown>) } : {};
  const result = v.safeParse(ConfigSchema, input);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') {
      warn(`config "${key}" ignored: ${issue.message}`);
      // An element's refused attribute falls back to the page's (already checked) value.
      if (fallback && key in fallback) input[key] = fallback[key as ConfigKey];
      else delete input[key];
    }
  }
  return v.parse(ConfigSchema, input);
}

/** The page's settings from `<script type="application/json" id="innkit-config">`. */
export function readPageConfig(doc: Document | undefined = globalThis.document): Config {
  const block = doc?.getElementById(CONFIG_ELEMENT_ID);
  if (!block?.textContent?.trim()) return parseConfig({});
  try {
    return parseConfig(JSON.parse(block.textContent));
  } catch {
    warn(`#${CONFIG_ELEMENT_ID} is not valid JSON; using the defaults`);
    return parseConfig({});
  }
}

/** The page's settings, read once. */
export function getConfig(): Config {
  return (cached ??= readPageConfig());
}

/** Forget the cached settings (tests, or a page that rewrites its config block). */
export function resetConfig(next?: Partial<Config>): void {
  cached = next ? parseConfig(next) : undefined;
}

export { attributeName };

/** The page's settings with this element's attributes (`api-base`, `book-base`…) on top. */
export function configFor(element: Element): Config {
  const base = getConfig();
  const overrides: Record<string, string> = {};
  for (const key of CONFIG_KEYS) {
    const value = element.getAttribute(attributeName(key));
    if (value !== null) overrides[key] = value;
  }
  return Object.keys(overrides).length ? parseConfig({ ...base, ...overrides }, base) : base;
}
