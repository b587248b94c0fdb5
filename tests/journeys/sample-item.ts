/**
 * In the page (`page.evaluate(addSampleItem)`): the sandbox puts a sample room in the session's
 * cart, as its demo page's "Add a sample room" does. Self-contained, as Playwright sends it to
 * the page as text.
 */
export async function addSampleItem(): Promise<void> {
  const token = decodeURIComponent(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith('XSRF-TOKEN='))!
      .slice(11),
  );
  const answer = await fetch('/sandbox/api/cart/sample', {
    method: 'POST',
    headers: { 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!answer.ok) throw new Error(`sample item: ${answer.status}`);
}
