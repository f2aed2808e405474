// Every auth route fed malformed, mistyped, missing, over-long, unknown and oversized input: a 4xx with a
// message, and not one row of any table changed.
import { describe, expect, it } from 'vitest';
import { bearer, createMember, createOwner, json, logIn, makeTestApp, dbSnapshot } from '../../test/app.ts';

const long = 'x'.repeat(300);
const huge = 'x'.repeat(1024 * 1024 + 16);

interface RouteCase {
  method: string;
  path: string;
  valid: Record<string, unknown>;
  /** Fields to blank, mistype and lengthen. */
  fields: string[];
  authed?: boolean;
  /** Every field is optional, so leaving one out is a valid request. */
  allOptional?: boolean;
}

const routes: RouteCase[] = [
  { method: 'POST', path: '/auth/sign-up', valid: { firstName: 'A', lastName: 'B', email: 'new@x.test', password: 'long-enough-pw' }, fields: ['firstName', 'lastName', 'email', 'password'] },
  { method: 'POST', path: '/auth/verify-otp', valid: { email: 'new@x.test', otp: '123456' }, fields: ['email', 'otp'] },
  { method: 'POST', path: '/auth/resend-otp', valid: { email: 'new@x.test' }, fields: ['email'] },
  { method: 'POST', path: '/auth/login', valid: { email: 'new@x.test', password: 'whatever-pw' }, fields: ['email', 'password'] },
  { method: 'POST', path: '/auth/forgot-password-request', valid: { email: 'new@x.test' }, fields: ['email'] },
  { method: 'POST', path: '/auth/reset-password', valid: { token: 'a'.repeat(64), newPassword: 'long-enough-pw' }, fields: ['token', 'newPassword'] },
  { method: 'POST', path: '/auth/reset-password-check', valid: { token: 'a'.repeat(64) }, fields: ['token'] },
  { method: 'POST', path: '/auth/update-user', valid: { city: 'Oslo' }, fields: ['city', 'phoneNumber', 'businessName'], authed: true, allOptional: true },
  { method: 'POST', path: '/auth/add-user', valid: { firstName: 'A', lastName: 'B', email: 'new@x.test', password: 'long-enough-pw' }, fields: ['firstName', 'lastName', 'email', 'password'], authed: true },
  { method: 'DELETE', path: '/auth/delete-user', valid: { userId: 'abc' }, fields: ['userId'], authed: true },
  { method: 'POST', path: '/auth/reset-password-request', valid: { userId: 'abc' }, fields: ['userId'], authed: true },
  { method: 'PUT', path: '/user/', valid: { firstName: 'A', lastName: 'B', email: 'new@x.test' }, fields: ['firstName', 'lastName', 'email', 'password'], authed: true },
];

function badBodies(route: RouteCase): [string, string][] {
  const cases: [string, string][] = [
    ['malformed JSON', '{"email": '],
    ['not an object', '[1,2,3]'],
    ['a bare string', '"hello"'],
    ['unknown field', JSON.stringify({ ...route.valid, isAdmin: true })],
    ['huge body', JSON.stringify({ ...route.valid, pad: huge })],
  ];
  for (const field of route.fields) {
    const without = { ...route.valid };
    delete without[field];
    if (!route.allOptional && field in route.valid) cases.push([`missing ${field}`, JSON.stringify(without)]);
    cases.push([`${field} as a number`, JSON.stringify({ ...route.valid, [field]: 12345678 })]);
    cases.push([`${field} as an object`, JSON.stringify({ ...route.valid, [field]: { $ne: null } })]);
    cases.push([`${field} too long`, JSON.stringify({ ...route.valid, [field]: long })]);
  }
  return cases;
}

describe.each(routes)('$method $path with bad input', (route) => {
  it('answers 4xx with a message and changes no table', async () => {
    const { app, deps, clock } = await makeTestApp();
    const { user, password } = await createOwner(deps.db);
    await createMember(deps.db, user);
    const headers = route.authed ? bearer((await logIn(app, user.email, password)).token) : {};
    const before = await dbSnapshot(deps);
    for (const [label, body] of badBodies(route)) {
      const res = await app.request(`/api/v1${route.path}`, json(route.method, body, headers));
      const payload = (await res.json()) as { error?: { message?: unknown } };
      // 400 or 413 only: a 401/404 would mean the input was never looked at.
      expect.soft([400, 413], label).toContain(res.status);
      expect.soft(typeof payload.error?.message, label).toBe('string');
      expect.soft(await dbSnapshot(deps), label).toEqual(before);
      // Each case in a fresh rate-limit window, so the limiter does not answer in place of the validator.
      clock.advance(60 * 60 * 1000);
    }
  });
});
