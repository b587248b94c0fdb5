import * as v from 'valibot';
import { type Config, type ConfigKey, ConfigSchema } from '../schemas/config';

export type { Config, ConfigKey };

const CONFIG_ELEMENT_ID = 'innkit-config';
/** Keys that are page-wide objects, never element attributes. */
const PAGE_ONLY_KEYS: readonly string[] = ['venues'];
/** The keys an element may override by attribute (or property). */
export const CONFIG_KEYS = Object.keys(ConfigSchema.entries).filter(
  (key) => !PAGE_ONLY_KEYS.includes(key),
) as ConfigKey[];

let cached: Config | undefined;

function warn(message: string): void {
  console.error(`[innkit] ${message}`);
}

/** Deletes the value at `keys` (nested objects copied on the way, so the input stays as it was). */
function without(input: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const [key, ...rest] = keys;
  const copy = { ...input };
  if (key === undefined) return copy;
  const inner = copy[key];
  if (rest.length && inner && typeof inner === 'object' && !Array.isArray(inner)) {
    copy[key] = without(inner as Record<string, unknown>, rest);
  } else delete copy[key];
  return copy;
}

/**
 * Parse with `schema`, keeping every valid key: a CMS editor's typo in one key must not take
 * the others (or the page) down with it. Each rejected key is reported on the console as
 * `{label}.{path}`; in a nested setting only that key is dropped (a list goes whole).
 */
export function parseKeepingValid<S extends v.GenericSchema<Record<string, unknown>>>(
  schema: S,
  raw: unknown,
  label = '',
): v.InferOutput<S> {
  let input = raw && typeof raw === 'object' ? { ...(raw as Record<string, unknown>) } : {};
  if (raw !== undefined && (!raw || typeof raw !== 'object' || Array.isArray(raw)) && label) {
    warn(`config "${label}" ignored: not an object`);
  }
  for (;;) {
    const result = v.safeParse(schema, input);
    if (result.success) return result.output;
    const dropped = new Set<string>();
    for (const issue of result.issues) {
      const keys: string[] = [];
      for (const item of issue.path ?? []) {
        if (item.type !== 'object' || typeof item.key !== 'string') break;
        keys.push(item.key);
      }
      const name = [label, ...keys].filter(Boolean).join('.');
      if (!keys.length || dropped.has(name)) continue;
      dropped.add(name);
      warn(`config "${name}" ignored: ${issue.message}`);
      input = without(input, keys);
    }
    if (!dropped.size) return v.parse(schema, {});
  }
}

/** The page's settings from a parsed config block, keeping every valid key. */
export function parseConfig(raw: unknown): Config {
  return parseKeepingValid(ConfigSchema, raw);
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

export function attributeName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The page's settings with this element's attributes (`api-base`, `book-base`…) on top. */
export function configFor(element: Element): Config {
  const base = getConfig();
  const overrides: Record<string, string> = {};
  for (const key of CONFIG_KEYS) {
    const value = element.getAttribute(attributeName(key));
    if (value !== null) overrides[key] = value;
  }
  return Object.keys(overrides).length ? parseConfig({ ...base, ...overrides }) : base;
}
