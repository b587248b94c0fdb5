import * as v from 'valibot';

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
