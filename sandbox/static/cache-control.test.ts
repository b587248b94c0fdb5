import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, bundleCacheControl } from './cache-control';

describe('bundleCacheControl', () => {
  it.each([
    'chunks/preact-Header-B1x_9-aZ.js',
    'chunks/rt-valibot-DkKj3v0q.js',
    'chunks/react-Landing-0aZ_-9yQ.js.map',
  ])('keeps the content-hashed chunk %s a year', (file) => {
    expect(bundleCacheControl(file)).toBe(IMMUTABLE);
  });

  it.each([
    'innkit.js',
    'ik-header.js',
    'rt/runtime.js',
    'themes/lake.css',
    'custom-elements.json',
    'chunk-graph.json',
    'chunks/notes.txt',
  ])('revalidates %s on every use', (file) => {
    expect(bundleCacheControl(file)).toBe(REVALIDATE);
  });
});
