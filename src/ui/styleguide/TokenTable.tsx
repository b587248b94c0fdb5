import { useEffect, useRef, useState } from 'react';

/**
 * The values this page's theme gives some tokens, read from the page as it is styled: each
 * style-guide frame shows its own theme's figures (issue 38 §4, tokens per theme).
 */
export function TokenTable({ caption, tokens }: { caption: string; tokens: readonly string[] }) {
  const table = useRef<HTMLTableElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(table.current!);
    setValues(Object.fromEntries(tokens.map((t) => [t, style.getPropertyValue(t).trim()])));
  }, [tokens]);
  return (
    <table ref={table} className="sg-tokens">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value in this theme</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token} data-token={token}>
            <th scope="row">
              <code>{token}</code>
            </th>
            <td>
              {token.startsWith('--ik-color-') ? (
                <span className="sg-swatch" style={{ background: `var(${token})` }} />
              ) : null}
              <code>{values[token] ?? ''}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
