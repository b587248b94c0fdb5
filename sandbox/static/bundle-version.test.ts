import { describe, expect, it } from 'vitest';
import { bundleVersion, pathInBundle } from './bundle-version';

describe('pathInBundle', () => {
  it('serves the versioned folder from dist/ itself', () => {
    expect(pathInBundle('0.1.0/innkit.js', '0.1.0')).toEqual({
      path: 'innkit.js',
      versioned: true,
    });
    expect(pathInBundle('0.1.0/chunks/preact-x-AbCdEfGh.js', '0.1.0')).toEqual({
      path: 'chunks/preact-x-AbCdEfGh.js',
      versioned: true,
    });
  });

  it('keeps the unversioned address, and no other version', () => {
    expect(pathInBundle('innkit.js', '0.1.0')).toEqual({ path: 'innkit.js', versioned: false });
    expect(pathInBundle('0.0.9/innkit.js', '0.1.0').path).toBe('0.0.9/innkit.js');
  });

  it("reads the package's version; none without one", () => {
    expect(bundleVersion('.')).toMatch(/^\d+\.\d+\.\d+/);
    expect(bundleVersion('/nowhere')).toBe('');
    expect(pathInBundle('/innkit.js', '')).toEqual({ path: '/innkit.js', versioned: false });
  });
});
