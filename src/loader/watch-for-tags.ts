/**
 * Calls `found(element)` for each element under `root` whose tag is still in `waiting`: at once
 * for those already there, and for the others when they are added later (also inside added
 * subtrees). The caller deletes a tag from `waiting` once it needs no more of its elements;
 * watching stops when none is left, or when the returned function is called.
 */
export function watchForTags(
  root: Document | Element,
  waiting: Set<string>,
  found: (element: Element) => void,
): () => void {
  const scan = (node: Document | Element) => {
    if (!waiting.size) return;
    const selector = [...waiting].join(',');
    if (node instanceof Element && node.matches(selector)) found(node);
    for (const element of node.querySelectorAll(selector)) {
      if (waiting.has(element.localName)) found(element);
    }
  };

  scan(root);
  if (!waiting.size) return () => {};
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
    if (!waiting.size) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
