import { describe, expect, it } from 'vitest';
import { chunkGraphModule, createChunkGraph, recordChunks, staticClosure } from './chunk-graph.mjs';

const MARK = '/__innkit_runtime__/';

/** What rollup hands generateBundle: chunks (with their static imports) and assets. */
function bundle(chunks: Record<string, string[]>) {
  return Object.fromEntries([
    ...Object.entries(chunks).map(([fileName, imports]) => [
      fileName,
      { type: 'chunk', fileName, imports },
    ]),
    ['x.css', { type: 'asset', fileName: 'x.css' }],
  ]);
}

function record(graph: ReturnType<typeof createChunkGraph>, chunks: Record<string, string[]>) {
  const plugin = recordChunks(graph, { externalMark: MARK });
  (plugin.generateBundle as (o: unknown, b: unknown) => void)({}, bundle(chunks));
}

/** Three outputs as rollup.config.mjs writes them: the runtime, then two widget builds. */
function builtGraph() {
  const graph = createChunkGraph();
  record(graph, { 'rt/runtime.js': ['chunks/rt-ky-AAAAAAAA.js'], 'chunks/rt-ky-AAAAAAAA.js': [] });
  record(graph, {
    'ik-header.js': [`${MARK}rt/runtime.js`, 'chunks/preact-define-widget-BBBBBBBB.js'],
    'ik-slide-menu.js': [
      'chunks/preact-define-widget-BBBBBBBB.js',
      'chunks/preact-sheet-CCCCCCCC.js',
    ],
    'chunks/preact-define-widget-BBBBBBBB.js': [`${MARK}rt/runtime.js`],
    'chunks/preact-sheet-CCCCCCCC.js': ['chunks/preact-define-widget-BBBBBBBB.js'],
  });
  record(graph, { 'ik-booking-engine.js': [`${MARK}rt/runtime.js`] });
  return graph;
}

describe('the chunk graph', () => {
  it('records each output’s chunks with their static imports, runtime imports by file', () => {
    const graph = builtGraph();
    expect(graph.edges.get('ik-header.js')).toEqual([
      'rt/runtime.js',
      'chunks/preact-define-widget-BBBBBBBB.js',
    ]);
    expect(graph.edges.has('x.css')).toBe(false);
  });

  it('lists every file an entry needs, however deep, once each, each after its imports', () => {
    const graph = builtGraph();
    expect(staticClosure(graph.edges, 'ik-slide-menu.js')).toEqual([
      'chunks/rt-ky-AAAAAAAA.js',
      'rt/runtime.js',
      'chunks/preact-define-widget-BBBBBBBB.js',
      'chunks/preact-sheet-CCCCCCCC.js',
    ]);
    expect(staticClosure(graph.edges, 'ik-booking-engine.js')).toEqual([
      'chunks/rt-ky-AAAAAAAA.js',
      'rt/runtime.js',
    ]);
    // The same files in whatever order rollup listed the imports.
    graph.edges.set('ik-header.js', [...graph.edges.get('ik-header.js')!].reverse());
    expect(staticClosure(graph.edges, 'ik-header.js')).toEqual([
      'chunks/rt-ky-AAAAAAAA.js',
      'rt/runtime.js',
      'chunks/preact-define-widget-BBBBBBBB.js',
    ]);
  });

  it('refuses a graph with a hole: an entry or import that no output wrote', () => {
    const graph = builtGraph();
    expect(() => staticClosure(graph.edges, 'ik-golf-hole.js')).toThrow(/ik-golf-hole\.js/);
    record(graph, { 'ik-golf-hole.js': ['chunks/preact-gone-DDDDDDDD.js'] });
    expect(() => staticClosure(graph.edges, 'ik-golf-hole.js')).toThrow(/preact-gone/);
  });

  it('becomes the loader’s modules (all tags; the eager ones) and chunk-graph.json', async () => {
    const graph = builtGraph();
    const plugin = chunkGraphModule(graph, {
      tags: ['ik-header', 'ik-booking-engine'],
      modules: [
        {
          file: '/repo/src/loader/chunk-graph.ts',
          name: 'CHUNK_GRAPH',
          tags: ['ik-header', 'ik-booking-engine'],
        },
        { file: '/repo/src/loader/chunk-graph-eager.ts', name: 'EAGER_GRAPH', tags: ['ik-header'] },
      ],
    });
    const resolveId = plugin.resolveId as (
      this: unknown,
      source: string,
      importer: string,
      options: object,
    ) => Promise<string | null>;
    const context = {
      resolve: async (source: string) => ({ id: `/repo/src/loader/${source.slice(2)}.ts` }),
    };
    const importer = '/repo/src/loader/innkit.ts';
    const all = await resolveId.call(context, './chunk-graph', importer, {});
    const eager = await resolveId.call(context, './chunk-graph-eager', importer, {});
    expect(all).toBe('\0innkit-chunk-graph:CHUNK_GRAPH');
    expect(await resolveId.call(context, './chunk-graph-x', importer, {})).toBeNull();

    const load = plugin.load as (id: string) => string | null;
    const expected = {
      'ik-header': [
        'chunks/rt-ky-AAAAAAAA.js',
        'rt/runtime.js',
        'chunks/preact-define-widget-BBBBBBBB.js',
      ],
      'ik-booking-engine': ['chunks/rt-ky-AAAAAAAA.js', 'rt/runtime.js'],
    };
    expect(load(String(all))).toBe(`export const CHUNK_GRAPH = ${JSON.stringify(expected)};\n`);
    expect(load(String(eager))).toBe(
      `export const EAGER_GRAPH = ${JSON.stringify({ 'ik-header': expected['ik-header'] })};\n`,
    );
    expect(load('/repo/src/loader/innkit.ts')).toBeNull();

    const emitted: { fileName: string; source: string }[] = [];
    (plugin.generateBundle as (this: unknown) => void).call({
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    });
    expect(emitted[0]?.fileName).toBe('chunk-graph.json');
    expect(JSON.parse(emitted[0]?.source ?? '')).toEqual(expected);
  });
});
