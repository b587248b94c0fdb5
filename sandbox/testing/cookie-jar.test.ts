import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar';

/** A tiny server whose addresses set, delete and echo cookies. */
const server = createServer((request, response) => {
  const path = request.url ?? '/';
  const reply = (cookies: string[], body: unknown, status = 200, location?: string) => {
    response.statusCode = status;
    if (cookies.length > 0) response.setHeader('Set-Cookie', cookies);
    if (location) response.setHeader('Location', location);
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(body));
  };
  const echo = {
    method: request.method,
    cookie: request.headers.cookie ?? null,
    xsrf: request.headers['x-xsrf-token'] ?? null,
  };
  if (path === '/set') return reply(['a=1; Path=/', 'b=hello%20world; Path=/; HttpOnly'], echo);
  if (path === '/delete') {
    return reply(['a=; Max-Age=0; Path=/', 'b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], echo);
  }
  if (path === '/redirect') return reply(['r=moved; Path=/'], {}, 302, '/echo');
  if (path === '/sandbox/api/system-state') return reply(['XSRF-TOKEN=tok%2Ben; Path=/'], {});
  return reply([], echo);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function json(response: Response) {
  return (await response.json()) as { method: string; cookie: string | null; xsrf: string | null };
}

describe('createCookieJar', () => {
  it('stores every Set-Cookie of an answer and sends them back', async () => {
    const jar = createCookieJar();
    const first = await json(await jar.fetch(`${base}/set`));
    const second = await json(await jar.fetch(`${base}/echo`));
    expect(first.cookie).toBeNull();
    expect(second.cookie).toBe('a=1; b=hello%20world');
    expect(jar.get('b')).toBe('hello world');
    expect(jar.all()).toEqual({ a: '1', b: 'hello world' });
  });

  it('deletes cookies set with Max-Age=0 or an Expires in the past', async () => {
    const jar = createCookieJar();
    await jar.fetch(`${base}/set`);
    await jar.fetch(`${base}/delete`);
    expect(jar.get('a')).toBeUndefined();
    expect(jar.get('b')).toBeUndefined();
    expect((await json(await jar.fetch(`${base}/echo`))).cookie).toBeNull();
  });

  it('follows redirects itself, keeping the cookies the redirect set', async () => {
    const jar = createCookieJar();
    const response = await jar.fetch(`${base}/redirect`);
    expect(response.status).toBe(200);
    expect((await json(response)).cookie).toBe('r=moved');
  });

  it('returns the redirect itself when asked not to follow', async () => {
    const jar = createCookieJar();
    const response = await jar.fetch(`${base}/redirect`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(jar.get('r')).toBe('moved');
  });

  it('adds the decoded XSRF token to unsafe requests, fetching one first if needed', async () => {
    const jar = createCookieJar();
    const posted = await json(await jar.fetch(`${base}/echo`, { method: 'POST', body: '{}' }));
    const got = await json(await jar.fetch(`${base}/echo`));
    expect(posted).toMatchObject({ method: 'POST', xsrf: 'tok+en' });
    expect(got.xsrf).toBeNull();
  });

  it('leaves the XSRF header out with rawFetch', async () => {
    const jar = createCookieJar();
    jar.set('XSRF-TOKEN', 'abc');
    const posted = await json(await jar.rawFetch(`${base}/echo`, { method: 'POST' }));
    expect(posted).toMatchObject({ method: 'POST', xsrf: null, cookie: 'XSRF-TOKEN=abc' });
  });

  it('accepts a Request object as input, as ky passes it', async () => {
    const jar = createCookieJar();
    jar.set('XSRF-TOKEN', 'abc');
    const request = new Request(`${base}/echo`, { method: 'PUT', body: 'x' });
    expect(await json(await jar.fetch(request))).toMatchObject({ method: 'PUT', xsrf: 'abc' });
  });
});
