import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineChunks } from './engine-chunks.mjs';

const root = '/repo';
const at = (file: string) => path.join(root, file);
const ELEMENT = at('widgets/booking-engine/ik-booking-engine.element.ts');

/** A module graph as rollup's getModuleInfo gives it: each module's static imports. */
function infoOf(graph: Record<string, string[]>) {
  return (id: string) => (graph[id] ? { importedIds: graph[id] } : null);
}

describe('engineChunks (the React build’s manualChunks)', () => {
  const graph = {
    [ELEMENT]: [at('widgets/booking-engine/BookingEngine.tsx')],
    [at('widgets/booking-engine/BookingEngine.tsx')]: [
      at('node_modules/react/index.js'),
      at('widgets/booking-engine/screens.ts'),
      at('src/stores/engine/router.ts'),
    ],
    [at('widgets/booking-engine/screens.ts')]: [at('widgets/booking-engine/screen-imports.ts')],
    [at('widgets/booking-engine/screen-imports.ts')]: [at('widgets/booking-engine/page-screen.ts')],
    [at('widgets/booking-engine/page-screen.ts')]: [at('src/stores/engine/router.ts')],
    [at('src/stores/engine/router.ts')]: [at('node_modules/@nanostores/router/index.js')],
    [at('node_modules/@nanostores/router/index.js')]: [at('node_modules/nanostores/index.js')],
    [at('node_modules/react/index.js')]: [],
    [at('node_modules/nanostores/index.js')]: [],
    [at('widgets/booking-engine/screens/cart/CartScreen.tsx')]: [
      at('src/domain/format/format-date.ts'),
    ],
    [at('src/domain/format/format-date.ts')]: [],
  };
  const chunkOf = (file: string) => engineChunks(root)(at(file), { getModuleInfo: infoOf(graph) });

  it('gives what starts the page’s screen, and the router it needs, a first chunk', () => {
    for (const file of [
      'widgets/booking-engine/screen-imports.ts',
      'widgets/booking-engine/page-screen.ts',
      'widgets/booking-engine/first-screen.ts',
      'src/domain/cart/known-empty-cart-path.ts',
      'src/domain/cart/empty-cart-path.ts',
      'src/stores/engine/router.ts',
      'node_modules/@nanostores/router/index.js',
      'node_modules/nanostores/index.js',
    ]) {
      expect(chunkOf(file), file).toBe('engine-first');
    }
  });

  it('keeps the rest of the element’s static graph in the element’s chunk', () => {
    expect(chunkOf('widgets/booking-engine/BookingEngine.tsx')).toBe('ik-booking-engine.element');
  });

  it('puts React and react-dom in a chunk of their own, evaluated in its own task', () => {
    expect(chunkOf('node_modules/react/index.js')).toBe('framework');
    expect(chunkOf('node_modules/react-dom/client.js')).toBe('framework');
  });

  it('leaves what only the screens import to rollup', () => {
    expect(chunkOf('widgets/booking-engine/screens/cart/CartScreen.tsx')).toBeUndefined();
    expect(chunkOf('src/domain/format/format-date.ts')).toBeUndefined();
  });

  it('names the first chunk so that the loader runs it before the element’s (sorted graph)', () => {
    const files = [
      'chunks/react-ik-booking-engine.element-AAAA.js',
      'chunks/react-engine-first-BBBB.js',
    ];
    expect([...files].sort()[0]).toBe('chunks/react-engine-first-BBBB.js');
  });
});
