const asked = new Set<string>();

/**
 * Adds a `<link rel="modulepreload">` for each of `files` (paths relative to `base`) not asked
 * for yet, so that an element's chunks download together rather than one import after another.
 */
export function preloadModules(files: readonly string[], base: string): void {
  for (const file of files) {
    const href = new URL(file, base).href;
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
