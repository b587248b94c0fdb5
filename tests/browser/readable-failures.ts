// Imported first by every browser-test bundle (scripts/build-browser-tests.mjs).
//
// A failed assertion that holds a DOM node as its `actual` or `expected` value (chai's
// `expect(document.activeElement).to.equal(input)`) is never reported by @web/test-runner: its
// serializer does not return, and the whole file waits out `testsFinishTimeout` with no word of
// which test failed. This root hook swaps such values for a short description of the node before
// the runner reads the results, so the failure is reported like any other.

/** `<input name="surname">`, `#text "Hello"`: enough to tell one node from another. */
export function describeNode(node: Node): string {
  if (!(node instanceof Element)) return `${node.nodeName} ${JSON.stringify(node.textContent)}`;
  const attrs = ['id', 'name', 'part', 'role', 'type']
    .filter((name) => node.hasAttribute(name))
    .map((name) => ` ${name}="${node.getAttribute(name)}"`)
    .join('');
  return `<${node.localName}${attrs}>`;
}

function readable(value: unknown): unknown {
  if (value instanceof Node) return describeNode(value);
  if (Array.isArray(value)) return value.map(readable);
  return value;
}

afterEach(function readableFailure() {
  const err = this.currentTest?.err as
    (Error & { actual?: unknown; expected?: unknown }) | undefined;
  if (!err) return;
  err.actual = readable(err.actual);
  err.expected = readable(err.expected);
});
