// Lets the browser tests talk to a real sandbox server on the test page's own origin:
// API paths are forwarded, cookies included, so XSRF and sessions work as on a real page; so
// are the demo pages' pictures (/demo-assets/), which the screens show as a real page does (a
// picture that answered 404 here turned into its placeholder at a moment that varied with load).
const API = /^\/(rs|log|system|sandbox|logout|api|demo-assets)(\/|$|\?)/;

export function sandboxProxy(getTarget) {
  return async function proxy(ctx, next) {
    if (!API.test(ctx.url)) return next();
    const headers = {};
    for (const [key, value] of Object.entries(ctx.request.headers)) {
      if (key !== 'host' && key !== 'content-length' && typeof value === 'string') {
        headers[key] = value;
      }
    }
    const chunks = [];
    for await (const chunk of ctx.req) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(`${getTarget()}${ctx.url}`, {
      method: ctx.method,
      headers,
      body: ['GET', 'HEAD'].includes(ctx.method) ? undefined : body,
      redirect: 'manual',
    });
    ctx.status = answer.status;
    answer.headers.forEach((value, key) => {
      if (
        !['set-cookie', 'content-encoding', 'content-length', 'transfer-encoding'].includes(key)
      ) {
        ctx.set(key, value);
      }
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) ctx.set('Set-Cookie', cookies);
    ctx.body = Buffer.from(await answer.arrayBuffer());
  };
}
