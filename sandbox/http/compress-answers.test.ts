import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox();
const MONTH = '/api/pms/availability/the-lake/cheapest?start_date=2026-12-01&end_date=2026-12-31';

/** The raw answer (node:http does not decode bodies, unlike fetch). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(new URL(path, sandbox.current.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed API answers', () => {
  it('gzips a JSON answer when the request accepts gzip', async () => {
    const answer = await rawGet(MONTH, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    const json = gunzipSync(answer.body).toString('utf8');
    expect(JSON.parse(json)).toBeTruthy();
    expect(answer.body.length).toBeLessThan(json.length / 4);
  });

  it('sends the JSON as it is when the request takes no compression', async () => {
    const answer = await rawGet(MONTH, {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toBeTruthy();
  });
});
