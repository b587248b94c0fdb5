/** A plain sandbox page (not built with innkit): its title is trusted text, `body` is HTML. */
export function htmlDocument(page: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; padding: 0 1rem; }
${page.style}
</style>
</head>
<body>
${page.body}
</body>
</html>
`;
}
