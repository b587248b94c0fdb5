// One sandbox session shared by a bench's concurrent clients: keep-alive connections with
// node:http (lighter than fetch, so the clients, which share the sandbox's thread, add little to
// what is measured), its cookie and XSRF token on every request; then the latencies' figures.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { type CookieJar, createCookieJar } from '../sandbox/testing/cookie-jar';

export interface TimedAnswer {
  took: number;
  status: number;
  text: string;
}

export interface LoadClient {
  /** POSTs `body` as JSON to `path` and answers with the time to the answer's last byte. */
  post(path: string, body: unknown): Promise<TimedAnswer>;
  close(): void;
}

/** A client of a new session, or of `session` (a logged-in guest's cookies) when given. */
export async function loadClient(
  baseUrl: string,
  sockets: number,
  session?: CookieJar,
): Promise<LoadClient> {
  const jar = session ?? createCookieJar();
  if (!session) await jar.fetch(new URL('/rs/system', baseUrl));
  const cookie = Object.entries(jar.all())
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const headers = {
    'Content-Type': 'application/json',
    Cookie: cookie,
    'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '',
  };
  const post = (path: string, body: unknown) =>
    new Promise<TimedAnswer>((resolve, reject) => {
      const start = performance.now();
      const request = http.request(
        new URL(path, baseUrl),
        { method: 'POST', agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              took: performance.now() - start,
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });
  return { post, close: () => agent.destroy() };
}

/**
 * Runs `clients` concurrent clients, each asking `perClient` times one after another, and
 * answers the latencies sorted, the wall time and the p50/p95 reader.
 */
export async function underLoad(
  clients: number,
  perClient: number,
  ask: (i: number) => Promise<number>,
): Promise<{ latencies: number[]; wall: number; pct: (p: number) => number }> {
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < perClient; i++) latencies.push(await ask(c + i));
    }),
  );
  const wall = performance.now() - start;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]!;
  return { latencies, wall, pct };
}
