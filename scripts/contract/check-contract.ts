import * as v from 'valibot';
import { READ_ONLY_ANSWERS } from '../../src/schemas/contract/answers';
import { CONTRACT_CALLS, type ContractCall } from '../../src/schemas/contract/calls';

export interface ContractCheckResult {
  call: string;
  ok: boolean;
  /** What did not conform: the status, or each answer field that failed and why. */
  problems: string[];
}

/** The pricing service's property of the lake (src/domain/routes/venue-config.ts). */
const PROPERTY = 'the-lake';

function address(base: string, call: ContractCall, example: unknown): string {
  if (call.carries === 'query') {
    const path = call.path.replace('{pms-api}', '/api').replace('{property}', PROPERTY);
    const query = new URLSearchParams(
      Object.entries(example as Record<string, string>).filter(([, value]) => value !== ''),
    );
    return `${base}${path}?${query}`;
  }
  return `${base}${call.path}`;
}

/** The example with this session's fields in place of the contract's placeholders. */
function withSession(example: unknown, session: Record<string, unknown>): unknown {
  if (!example || typeof example !== 'object') return example;
  const data = { ...(example as Record<string, unknown>) };
  for (const key of ['SessionId', 'WebFolioId'] as const) {
    if (key in data && session[key] !== undefined) data[key] = session[key];
  }
  return data;
}

/**
 * Exercise a proxy at `base` with the contract's read-only calls (READ_ONLY_ANSWERS), each with
 * its contract example, in one cookie session opened by `GET /rs/system`, and validate every
 * answer with the schema the bundle validates it by. Changes nothing on the proxy.
 */
export async function checkContract(base: string): Promise<ContractCheckResult[]> {
  const root = base.replace(/\/+$/, '');
  const cookies = new Map<string, string>();
  let session: Record<string, unknown> = {};
  const results: ContractCheckResult[] = [];
  const calls = CONTRACT_CALLS.filter((call) => call.name in READ_ONLY_ANSWERS);
  // The session first: the other calls carry its fields.
  calls.sort((a, b) => Number(b.name === 'GET /rs/system') - Number(a.name === 'GET /rs/system'));
  for (const call of calls) {
    const schema = READ_ONLY_ANSWERS[call.name]!;
    const example = withSession(call.example, session);
    const body =
      call.carries === 'body'
        ? JSON.stringify(call.rsMethod ? { method: call.rsMethod, data: example } : example)
        : undefined;
    const problems: string[] = [];
    try {
      const response = await fetch(address(root, call, example), {
        method: call.httpMethod,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          // As the bundle does (src/api/http.ts): Laravel's XSRF cookie back as a header.
          ...(cookies.has('XSRF-TOKEN')
            ? { 'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN')!) }
            : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookies.size
            ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
            : {}),
        },
        body,
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        if (at > 0) cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
      }
      const text = await response.text();
      if (!response.ok) problems.push(`HTTP ${response.status}: ${text.slice(0, 200)}`);
      else {
        const parsed = v.safeParse(schema, JSON.parse(text) as unknown);
        if (!parsed.success) {
          for (const issue of parsed.issues.slice(0, 5)) {
            problems.push(`${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
          }
        } else if (call.name === 'GET /rs/system') {
          session = (parsed.output as { Session: Record<string, unknown> }).Session;
        }
      }
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    results.push({ call: call.name, ok: problems.length === 0, problems });
  }
  return results;
}

/** Plain lines for people: one per call, what conforms and what does not. */
export function reportLines(results: ContractCheckResult[]): string[] {
  const lines = results.flatMap((result) => [
    `${result.ok ? 'conforms' : 'DOES NOT'}  ${result.call}`,
    ...result.problems.map((problem) => `          ${problem}`),
  ]);
  const failed = results.filter((result) => !result.ok).length;
  lines.push('', `contract: ${results.length - failed} conform, ${failed} do not`);
  return lines;
}
