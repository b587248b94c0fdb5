import { request } from 'node:http';

/**
 * A `fetch` whose connections come from another local address (127.0.0.2, 127.0.0.3 … on
 * Linux loopback): to the sandbox, another client. Enough of fetch for the tests (no
 * redirects followed; the cookie jar follows them). Host and any other header are sent as
 * given, so a test can also forge the Host header.
 */
export function sourceFetch(localAddress: string): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    req.headers.forEach((value, key) => {
      headers[key] = value;
    });
    // `Request` drops a Host header; the caller's own init may carry one to forge.
    const forged = new Headers(init?.headers).get('Host');
    if (forged) headers.host = forged;
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: req.method,
          headers,
          localAddress,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const answer = new Headers();
            for (const [key, value] of Object.entries(incoming.headers)) {
              for (const item of Array.isArray(value) ? value : [value ?? '']) {
                answer.append(key, item);
              }
            }
            const status = incoming.statusCode ?? 500;
            const empty = status === 204 || status === 304 || req.method === 'HEAD';
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
