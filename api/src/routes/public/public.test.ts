import { CONTACT_MESSAGES } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { json, lastEmailTo, makeTestApp } from '../../test/app.ts';

describe('countries and cities', () => {
  it('lists countries in the third-party shape', async () => {
    const { app } = await makeTestApp();
    const res = await app.request('/api/v1/public/countries');
    const body = (await res.json()) as { error: boolean; data: { country: string; iso2: string }[] };
    expect(body.error).toBe(false);
    expect(body.data.length).toBeGreaterThan(200);
    expect(body.data).toContainEqual({ country: 'Norway', iso2: 'NO' });
    expect(new Set(body.data.map((c) => c.iso2)).size).toBe(body.data.length);
  });

  it('lists the cities of a country given by name or ISO code, sorted without duplicates', async () => {
    const { app } = await makeTestApp();
    const byName = (await (await app.request('/api/v1/public/countries/cities', json('POST', { country: 'norway' }))).json()) as {
      error: boolean;
      data: string[];
    };
    const byCode = (await (await app.request('/api/v1/public/countries/cities', json('POST', { country: 'NO' }))).json()) as {
      data: string[];
    };
    expect(byName.error).toBe(false);
    expect(byName.data).toContain('Oslo');
    expect(byCode.data).toEqual(byName.data);
    expect(new Set(byName.data).size).toBe(byName.data.length);
    expect([...byName.data].sort((a, b) => a.localeCompare(b))).toEqual(byName.data);
  });

  it('lists a country’s states, provinces or regions, and the cities of one of them (issue 22 item 8)', async () => {
    const { app } = await makeTestApp();
    const res = await app.request('/api/v1/public/countries/states?country=us');
    expect(res.status).toBe(200);
    const states = ((await res.json()) as { error: boolean; data: { name: string; code: string }[] }).data;
    expect(states).toContainEqual({ name: 'California', code: 'CA' });
    expect([...states].sort((a, b) => a.name.localeCompare(b.name))).toEqual(states);
    const cities = async (body: Record<string, string>) => (await app.request('/api/v1/public/countries/cities', json('POST', body))).json() as Promise<{ data: string[] }>;
    const byCode = (await cities({ country: 'US', state: 'CA' })).data;
    expect(byCode).toContain('Oakland');
    expect(byCode).not.toContain('Houston');
    expect((await cities({ country: 'United States', state: 'california' })).data).toEqual(byCode);
    // Far fewer than the whole country's.
    expect(byCode.length).toBeLessThan((await cities({ country: 'US' })).data.length / 5);
    expect((await app.request('/api/v1/public/countries/states?country=Atlantis')).status).toBe(404);
    expect((await app.request('/api/v1/public/countries/states')).status).toBe(400);
    expect((await app.request('/api/v1/public/countries/cities', json('POST', { country: 'US', state: 'Atlantis' }))).status).toBe(404);
  });

  it('answers 404 for an unknown country and 400 for a missing one', async () => {
    const { app } = await makeTestApp();
    expect((await app.request('/api/v1/public/countries/cities', json('POST', { country: 'Atlantis' }))).status).toBe(404);
    expect((await app.request('/api/v1/public/countries/cities', json('POST', {}))).status).toBe(400);
  });
});

describe('contact form', () => {
  const message = { name: 'Chris', email: 'chris@x.test', subject: 'Fleet pricing', message: 'We have <20> vans.' };

  it('stores the message and emails support', async () => {
    const { app, deps } = await makeTestApp({}, { SUPPORT_EMAIL: 'help@wrapsmith.test' });
    const res = await app.request('/api/v1/public/contact', json('POST', message));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: CONTACT_MESSAGES.thanks });
    expect(await deps.db.select().from(contactMessages)).toMatchObject([{ name: 'Chris', email: 'chris@x.test', subject: 'Fleet pricing' }]);
    const mail = await lastEmailTo(deps, 'help@wrapsmith.test');
    expect(mail?.tag).toBe('contact');
    expect(mail?.html).toContain('We have &lt;20&gt; vans.');
  });

  it('requires all four fields', async () => {
    const { app, deps } = await makeTestApp();
    for (const field of Object.keys(message)) {
      const res = await app.request('/api/v1/public/contact', json('POST', { ...message, [field]: '' }));
      expect(res.status).toBe(400);
    }
    expect(await deps.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('rate-limits one sender to 5 messages an hour', async () => {
    const { app, clock } = await makeTestApp();
    for (let i = 0; i < 5; i++) expect((await app.request('/api/v1/public/contact', json('POST', message))).status).toBe(200);
    expect((await app.request('/api/v1/public/contact', json('POST', message))).status).toBe(429);
    clock.advance(60 * 60 * 1000);
    expect((await app.request('/api/v1/public/contact', json('POST', message))).status).toBe(200);
  });
});
