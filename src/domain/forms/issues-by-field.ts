/** The part of a validation issue this needs (valibot's issues have this shape). */
export interface FieldIssue {
  message: string;
  path?: readonly { key: unknown }[];
}

/**
 * The first message for each top-level field, in the order the issues came: the message shown
 * next to that field. Issues without a field (the whole form) are keyed `''`.
 */
export function issuesByField(issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const name = typeof key === 'string' || typeof key === 'number' ? String(key) : '';
    errors[name] ??= issue.message;
  }
  return errors;
}
