import type { FieldIssue } from './issues-by-field';

/** The parts of a valibot issue that say what was expected. */
export interface DetailedIssue extends FieldIssue {
  type?: string;
  requirement?: unknown;
  received?: string;
}

const count = (n: unknown, unit: string) => `${String(n)} ${unit}${n === 1 ? '' : 's'}`;

/** Plain words for valibot's built-in checks, by the issue's type. */
const PLAIN: Record<string, (issue: DetailedIssue) => string> = {
  max_length: (i) => `Use at most ${count(i.requirement, 'character')}.`,
  min_length: (i) => `Use at least ${count(i.requirement, 'character')}.`,
  length: (i) => `Use exactly ${count(i.requirement, 'character')}.`,
  non_empty: () => 'Please fill this in.',
  max_value: (i) => `Use ${String(i.requirement)} or less.`,
  min_value: (i) => `Use ${String(i.requirement)} or more.`,
  email: () => 'Please enter a valid email address',
  iso_date: () => 'Please enter a date as YYYY-MM-DD.',
  url: () => 'Please enter a web address starting with https://.',
  regex: () => 'Please check the format of this field.',
  integer: () => 'Please enter a whole number.',
};

/**
 * The message a guest sees for a validation issue. A message the schema wrote stays as it is;
 * valibot's own (`Invalid length: Expected <=50 but received 51`) becomes plain words ("Use at
 * most 50 characters."), so no form shows a developer's message, whatever schema it uses.
 */
export function plainMessage(issue: DetailedIssue): string {
  const isDefault = /^Invalid [^:]+: (Expected|Received) /.test(issue.message);
  if (!isDefault) return issue.message;
  if (issue.received === 'undefined' || issue.received === 'null') return 'Please fill this in.';
  const plain = issue.type ? PLAIN[issue.type] : undefined;
  return plain ? plain(issue) : 'Please check this field.';
}

/** The issues with their messages in plain words. */
export const plainIssues = <I extends DetailedIssue>(issues: readonly I[]): I[] =>
  issues.map((issue) => ({ ...issue, message: plainMessage(issue) }));
