/**
 * Calls `load(tag)` once for each of `tags` found under `root`: at once for those already
 * there, and for the others when they are added later (also inside added subtrees). Stops
 * watching when every tag has been found, or when the returned function is called.
 */
export function watchForTags(
  root: Document | Element,
  tags: Iterable<string>,
  load: (tag: string) => void,
): () => void {
  const waiting = new Set(tags);

  const scan = (node: Document | Element) => {
    for (const tag of waiting) {
      if ((node instanceof Element && node.localName === tag) || node.querySelector(tag)) {
        waiting.delete(tag);
        load(tag);
      }
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
