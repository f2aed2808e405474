import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { onError } from './errors.ts';
import { queryValue, validate } from './validate.ts';

describe('queryValue', () => {
  it('reads a query string as Hono does, keeping a repeated key as an array', () => {
    expect(queryValue('')).toEqual({});
    expect(queryValue('year=2024&make=Land+Rover')).toEqual({ year: '2024', make: 'Land Rover' });
    expect(queryValue('make=Citro%C3%ABn&flag&=skipped')).toEqual({ make: 'Citroën', flag: '' });
    expect(queryValue('a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
    // A malformed escape stays as sent (the schema or the text check then judges it), never a throw.
    expect(queryValue('q=100%')).toEqual({ q: '100%' });
    // A key that names the prototype is a key like any other.
    expect(Object.keys(queryValue('__proto__=x'))).toEqual(['__proto__']);
  });
});

describe('validate(query)', () => {
  const seen: unknown[] = [];
  const app = new Hono()
    .get('/', validate('query', z.strictObject({ year: z.coerce.number().int().min(1990), tags: z.array(z.string()).optional() })), (c) => {
      const query = c.req.valid('query');
      seen.push(query);
      return c.json({ year: query.year, frozen: Object.isFrozen(query) });
    })
    .onError(onError(() => undefined));

  it('hands the same query string the same frozen answer, and refuses a bad one every time', async () => {
    const first = await app.request('/?year=2024');
    const second = await app.request('/?year=2024#ignored');
    expect(await first.json()).toEqual({ year: 2024, frozen: true });
    expect(await second.json()).toEqual({ year: 2024, frozen: true });
    expect(seen[0]).toBe(seen[1]);

    for (let i = 0; i < 2; i++) {
      const bad = await app.request('/?year=1989');
      expect(bad.status).toBe(400);
      const unknown = await app.request('/?year=2024&extra=1');
      expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe('Unknown field: extra');
      const repeated = await app.request('/?year=2024&year=2025');
      expect(repeated.status).toBe(400);
    }
  });

  it('checks a long query string every time instead of remembering it', async () => {
    const padded = `/?year=${'0'.repeat(300)}2024`;
    const one = await app.request(padded);
    const two = await app.request(padded);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(seen.at(-1)).not.toBe(seen.at(-2));
    expect(seen.at(-1)).toEqual(seen.at(-2));
  });
});
