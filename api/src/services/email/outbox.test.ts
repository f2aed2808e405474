import { describe, expect, it } from 'vitest';
import type { Logger } from '../../lib/logger.ts';
import { json, makeTestApp, otpSentTo } from '../../test/app.ts';

describe('the offline outbox (issue 23 item 13)', () => {
  it('logs that a code was sent, never the code, and keeps the body for the developer', async () => {
    const lines: string[] = [];
    const log: Logger = { info: (m) => lines.push(m), debug: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
    const { app, deps } = await makeTestApp({ log }, { NODE_ENV: 'production', PUBLIC_URL: 'https://studio.example.com' });
    const res = await app.request('/api/v1/auth/sign-up', json('POST', { firstName: 'Ada', lastName: 'Lee', email: 'ada@x.test', password: 'engines-of-1843' }));
    expect(res.status).toBe(201);
    const code = await otpSentTo(deps, 'ada@x.test');
    const sent = lines.filter((l) => l.includes('ada@x.test'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('[email] otp');
    expect(lines.join('\n')).not.toContain(code);
  });
});
