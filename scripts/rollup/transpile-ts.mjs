// TypeScript to JavaScript for rollup, one file at a time (ts.transpileModule), without building
// a type-checked program: `npm run typecheck` (tsc) is where types are checked, once.
// @rollup/plugin-typescript built a whole program for every rollup build (the main build has
// several, the browser-test build two), which was most of their time. The tsconfig sets
// `isolatedModules` and `verbatimModuleSyntax`, so each file compiles alone to the same code.
import path from 'node:path';
import ts from 'typescript';

/** The compiler options of a tsconfig file, as tsc reads them (extends included). */
function compilerOptionsOf(tsconfig) {
  const { config, error } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig)).options;
}

export const TS_EXTENSIONS = ['.ts', '.tsx'];

/**
 * Resolves extensionless imports to `.ts`/`.tsx` files and compiles them with the given
 * tsconfig's options (and `overrides`), source maps included.
 */
export function transpileTs({ tsconfig, overrides = {} }) {
  const compilerOptions = {
    ...compilerOptionsOf(tsconfig),
    ...overrides,
    noEmit: false,
    declaration: false,
    sourceMap: true,
    inlineSourceMap: false,
    inlineSources: false,
  };
  return {
    name: 'transpile-ts',
    transform(code, id) {
      if (!TS_EXTENSIONS.some((ext) => id.endsWith(ext)) || id.includes('/node_modules/')) {
        return null;
      }
      const { outputText, sourceMapText } = ts.transpileModule(code, {
        fileName: id,
        compilerOptions,
      });
      const map = JSON.parse(sourceMapText);
      map.sources = [id];
      map.sourcesContent = [code];
      return { code: outputText.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'), map };
    },
  };
}
