import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The Vite form of the embedding snippet is the one `npm run test:consumers` builds: the Vue
// app's index.html holds exactly these tags, and check-consumers.mjs fails when `vite build`
// fails on them or does not leave them to the page.
const VUE_APP = readFileSync('tests/consumers/apps/vue/index.html', 'utf8');

/** The tag lines of docs/embedding.md's snippet between its vite-ignore markers. */
function documentedTags(): string[] {
  const text = readFileSync('docs/embedding.md', 'utf8');
  const start = text.indexOf('<!-- vite-ignore-snippet:start -->');
  const end = text.indexOf('<!-- vite-ignore-snippet:end -->');
  return text
    .slice(start, end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('<link') || line.startsWith('<script'));
}

describe("the embedding docs' Vite snippet", () => {
  it('is the tags the consumers check builds with Vite, each marked vite-ignore', () => {
    const tags = documentedTags();
    expect(tags).toHaveLength(2);
    for (const tag of tags) {
      expect(tag).toContain(' vite-ignore');
      expect(VUE_APP).toContain(tag);
    }
  });

  it('is the form the README shows', () => {
    const readme = readFileSync('README.md', 'utf8');
    const script = documentedTags().find((tag) => tag.startsWith('<script'));
    expect(readme).toContain(script);
  });
});
