import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ONLY_ANSWERS } from '../../src/schemas/contract/answers';
import { CONTRACT_CALLS } from '../../src/schemas/contract/calls';
import { checkContract, reportLines } from './check-contract';

// A proxy that answers /rs/system well, get-rates with a wrong field and the rest with a 500.
let server: Server;
let base: string;
const seen: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/rs/system') {
        res.end(
          JSON.stringify({
            Result: { value: 'SUCCESS' },
            SystemState: 'online',
            Session: { SessionId: 'live-session', WebFolioId: 42 },
          }),
        );
      } else if (req.url === '/rs/get-rates') {
        res.end(JSON.stringify({ Result: { value: 'SUCCESS' }, RoomTypes: 'none' }));
      } else {
        res.statusCode = 500;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('checkContract', () => {
  it('checks every read-only call the contract names, and says what does not conform', async () => {
    const results = await checkContract(base);
    const names = CONTRACT_CALLS.map((call) => call.name);
    for (const name of Object.keys(READ_ONLY_ANSWERS)) expect(names).toContain(name);
    expect(results.map((r) => r.call).sort()).toEqual(Object.keys(READ_ONLY_ANSWERS).sort());
    expect(results.find((r) => r.call === 'GET /rs/system')?.ok).toBe(true);
    const rates = results.find((r) => r.call === 'POST /rs/get-rates')!;
    expect(rates.ok).toBe(false);
    expect(rates.problems.join(' ')).toMatch(/RoomTypes|Rates|Invalid/);
    expect(results.find((r) => r.call === 'FetchDiningVenues')?.problems[0]).toMatch(/HTTP 500/);
    expect(reportLines(results).at(-1)).toBe(`contract: 1 conform, ${results.length - 1} do not`);
  });

  it('sends only reads, in the session /rs/system opened', async () => {
    seen.length = 0;
    await checkContract(base);
    expect(seen[0]?.url).toBe('/rs/system');
    const envelope = seen.find((s) => s.url === '/rs/request')!;
    const { method, data } = JSON.parse(envelope.body) as {
      method: string;
      data: Record<string, unknown>;
    };
    expect(method).toMatch(/^Fetch/);
    if ('SessionId' in data) expect(data.SessionId).toBe('live-session');
    const methods = seen
      .filter((s) => s.url === '/rs/request')
      .map((s) => (JSON.parse(s.body) as { method: string }).method);
    expect(methods.every((m) => m.startsWith('Fetch'))).toBe(true);
  });
});
