import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_JSON_CHARS } from '../db/client-logs-repo';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox();

describe('POST /log/client', () => {
  it('stores the report with the session it came from', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.get('/rs/system');
    const response = await visitor.post('/log/client', {
      action: 'book-pms',
      request: { ArrivalDate: '2026-05-01' },
      response: { Result: { value: 'FAIL' } },
    });
    const [stored] = sandbox.current.repos.clientLogs.recent(1);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual({ Result: { value: 'SUCCESS', Text: '' } });
    expect(stored).toMatchObject({
      action: 'book-pms',
      sid: visitor.jar.get('ik_sid'),
      request_json: '{"ArrivalDate":"2026-05-01"}',
      response_json: '{"Result":{"value":"FAIL"}}',
    });
  });

  it('keeps a huge payload as a short, still valid JSON preview', async () => {
    const visitor = createVisitor(sandbox.current);
    const request = { blob: 'x'.repeat(50_000) };
    await visitor.post('/log/client', { action: 'huge', request });
    const [stored] = sandbox.current.repos.clientLogs.recent(1);
    const json = stored?.request_json ?? '';
    expect(json.length).toBeLessThanOrEqual(MAX_LOGGED_JSON_CHARS);
    expect(JSON.parse(json)).toMatchObject({
      truncated: true,
      length: JSON.stringify(request).length,
    });
  });

  it('refuses a report without an action (422) and stores nothing', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = sandbox.current.repos.clientLogs.recent().length;
    const response = await visitor.post('/log/client', { action: '  ', request: {} });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: 'The given data was invalid.',
      issues: [{ path: 'action' }],
    });
    expect(sandbox.current.repos.clientLogs.recent()).toHaveLength(before);
  });

  it('refuses a body that is not JSON (400)', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.post('/log/client', 'action=oops');
    expect(response.status).toBe(400);
  });
});
