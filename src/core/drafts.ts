/**
 * A form's draft, kept in the tab's sessionStorage so that it survives a reload (and a guest
 * coming back from another page) but not the end of the visit: personal details do not
 * linger on a shared computer. Storage may be full or blocked: then drafts are simply off.
 */
const PREFIX = 'ik-draft:';

export function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}
