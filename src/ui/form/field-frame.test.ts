import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from '../../domain/account/password';
import { FieldFrame } from './Field';

const render = (error: string | null) =>
  renderToStaticMarkup(
    createElement(FieldFrame, {
      id: 'pw',
      label: 'Password',
      hint: PASSWORD_HINT,
      error,
      children: (aria) => createElement('input', { type: 'password', ...aria }),
    }),
  );

const times = (html: string, text: string) => html.split(text).length - 1;

describe('FieldFrame: the password rules said once', () => {
  it('shows the hint before the guest has typed', () => {
    const html = render(null);
    expect(times(html, PASSWORD_HINT)).toBe(1);
    expect(html).toContain('aria-describedby="pw-hint"');
  });

  it('shows the rule once when the message repeats it, as the message the control names', () => {
    const html = render(PASSWORD_HINT);
    expect(times(html, PASSWORD_HINT)).toBe(1);
    expect(html).toContain('id="pw-error"');
    expect(html).toContain('aria-describedby="pw-error"');
    expect(html).not.toContain('pw-hint');
  });

  it('keeps the hint beside another message', () => {
    const html = render('Passwords do not match');
    expect(times(html, PASSWORD_HINT)).toBe(1);
    expect(html).toContain('aria-describedby="pw-error pw-hint"');
  });
});
