import { describe, expect, it } from 'vitest';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { EXTERNAL_ENGINE_PATH } from './external-engine';

const sandbox = useTestSandbox();

describe('external booking engine stand-in', () => {
  it('lives at the venues’ default external engine address', () => {
    expect(EXTERNAL_ENGINE_PATH).toBe('/sandbox/external-booking');
  });

  it('shows what a hand-off asked for, escaped', async () => {
    const visitor = createVisitor(sandbox.current);
    const answer = await visitor.get(
      `${EXTERNAL_ENGINE_PATH}/booking/offers/innkit/%3Cb%3Elake/2026-02-13/2026-02-16`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    const html = await answer.text();
    expect(html).toContain('<h1>External booking engine</h1>');
    expect(html).toContain('<dd data-field="arrival">13 February, 2026</dd>');
    expect(html).toContain('<dd data-field="departure">16 February, 2026</dd>');
    expect(html).toContain('<dd data-field="nights">3</dd>');
    expect(html).toContain('&lt;b&gt;lake');
    expect(html).not.toContain('<b>lake');
  });

  it('answers 404 for dates that are not a stay', async () => {
    const visitor = createVisitor(sandbox.current);
    for (const dates of ['2026-02-16/2026-02-13', '2026-02-30/2026-03-02', 'soon/later']) {
      const answer = await visitor.get(
        `${EXTERNAL_ENGINE_PATH}/booking/offers/innkit/lake/${dates}`,
      );
      expect(answer.status).toBe(404);
    }
  });
});
