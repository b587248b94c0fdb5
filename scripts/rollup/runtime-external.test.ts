import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { type Plugin, rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { runtimeExternal } from './runtime-external.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A widget-like entry module (in widgets/) with the given source; type-only code avoided. */
function probe(code: string): Plugin {
  const id = path.join(root, 'widgets/__probe__.js');
  return {
    name: 'probe',
    resolveId: (source) => (source === 'probe' ? id : null),
    load: (file) => (file === id ? code : null),
  };
}

async function build(code: string, building?: string): Promise<string> {
  const bundle = await rollup({
    input: 'probe',
    external: () => false,
    plugins: [
      runtimeExternal({ root, building }),
      probe(code),
      // Just enough to follow the sources' imports; the probe never runs.
      { name: 'strip-ts', transform: (src, id) => (id.endsWith('.ts') ? 'export {}' : null) },
      nodeResolve({ extensions: ['.ts', '.js'] }),
    ],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es', dir: 'out', entryFileNames: 'w.js' });
  await bundle.close();
  return output[0].code;
}

describe('runtimeExternal', () => {
  it('turns the stay prices store into an import of the shared rt/stay-prices.js', async () => {
    const code = await build(
      "export * from '../src/stores/stay-prices'; export * from '../src/stores/index';",
    );
    expect(code).toContain('./rt/stay-prices.js');
    expect(code).toContain('./rt/runtime.js');
  });

  it('reads the venue settings from rt/stay-prices.js instead of bundling their validation', async () => {
    const code = await build("export { venueSettings } from '../src/core/venue-settings';");
    expect(code).toContain('./rt/stay-prices.js');
    expect(code).not.toContain('venues');
  });

  it('bundles the stay prices into their own file when building it, against the runtime', async () => {
    const code = await build("export * from '../src/core/config';", 'rt/stay-prices');
    expect(code).toContain('./rt/runtime.js');
    const own = await build("export * from '../src/stores/stay-prices';", 'rt/stay-prices');
    expect(own).not.toContain('rt/stay-prices.js');
  });

  it('refuses any other store module imported directly', async () => {
    await expect(build("export * from '../src/stores/cart';")).rejects.toThrow(/src\/stores/);
  });
});
