/** The small HTML page of every unknown address. */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Page not found · innkit sandbox</title></head>
<body>
<main>
  <h1>Page not found</h1>
  <p>There is nothing at this address. Try the <a href="/">demo pages</a> or the
  <a href="/sandbox">sandbox controls</a>.</p>
</main>
</body>
</html>
`;
