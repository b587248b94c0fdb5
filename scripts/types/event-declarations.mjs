// The declarations of src/core/events.ts (IkEventMap and the types its details use), as the
// package's types carry them: interfaces and type aliases only, no functions (the package
// exports no runtime helpers).
import ts from 'typescript';

export function eventDeclarations(source) {
  const { outputText, diagnostics } = ts.transpileDeclaration(source, { fileName: 'events.ts' });
  if (diagnostics?.length) {
    throw new Error(
      `src/core/events.ts: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`,
    );
  }
  const file = ts.createSourceFile('events.d.ts', outputText, ts.ScriptTarget.Latest, true);
  const kept = file.statements.filter(
    (s) => ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s),
  );
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  return kept.map((s) => printer.printNode(ts.EmitHint.Unspecified, s, file)).join('\n');
}
