import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { chromiumProblem } from './chromium-preflight.mjs';

const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('the Chromium preflight of npm test', () => {
  it('lets the run start when the tests’ browser is there', () => {
    const path = '/usr/lib/chromium/chromium-headless-shell';
    expect(chromiumProblem({ path, isRunnable: only(path) })).toBeNull();
  });

  it('stops with one line saying how to install Chromium or set CHROME_PATH', () => {
    const line = chromiumProblem({ path: '/usr/bin/chromium', isRunnable: only() }) as string;
    expect(line).toContain('apt-get install -y chromium');
    expect(line).toContain('CHROME_PATH');
    expect(line).toContain('/usr/bin/chromium');
    expect(line).not.toContain('\n');
  });

  it('names a CHROME_PATH that points at nothing', () => {
    const line = chromiumProblem({
      path: '/opt/chrome',
      chromePath: '/opt/chrome',
      isRunnable: only('/usr/bin/chromium'),
    }) as string;
    expect(line).toContain('CHROME_PATH is /opt/chrome');
    expect(line).toContain('apt-get install -y chromium');
    expect(line).not.toContain('\n');
  });

  it('finds a real file runnable and a missing one not', () => {
    expect(chromiumProblem({ path: process.execPath })).toBeNull();
    expect(chromiumProblem({ path: '/nonexistent/chromium' })).toContain('/nonexistent/chromium');
  });
});
