import { describe, expect, it } from 'vitest';
import { json, makeTestApp } from '../../test/app.ts';
import type { OutboxEmailDto } from '../../types.ts';

describe('GET /dev/outbox', () => {
  it('lists stored emails newest first, filtered by recipient', async () => {
    const { app, deps } = await makeTestApp();
    await deps.email.send({ to: 'a@x.test', subject: 'first', text: 't', html: '<p>t</p>', tag: 'test' });
    await deps.email.send({ to: 'b@x.test', subject: 'other', text: 't', html: '<p>t</p>', tag: 'test' });
    await deps.email.send({ to: 'a@x.test', subject: 'second', text: 't', html: '<p>t</p>', tag: 'test' });
    const res = await app.request('/api/v1/dev/outbox?to=A@x.test');
    const { data } = (await res.json()) as { data: OutboxEmailDto[] };
    expect(data.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(data[0]).toMatchObject({ to: 'a@x.test', status: 'stored', tag: 'test' });
    const all = (await (await app.request('/api/v1/dev/outbox')).json()) as { data: OutboxEmailDto[] };
    expect(all.data).toHaveLength(3);
  });

  it('shows the OTP email a sign-up sent', async () => {
    const { app } = await makeTestApp();
    await app.request('/api/v1/auth/sign-up', json('POST', { firstName: 'A', lastName: 'B', email: 'ab@x.test', password: 'long-enough-pw' }));
    const { data } = (await (await app.request('/api/v1/dev/outbox?to=ab@x.test')).json()) as { data: OutboxEmailDto[] };
    expect(data[0]?.text).toMatch(/\b\d{6}\b/);
  });

  it('does not exist in production', async () => {
    const { app } = await makeTestApp({}, { NODE_ENV: 'production' });
    expect((await app.request('/api/v1/dev/outbox')).status).toBe(404);
  });
});
