// Reusable field schemas, composed into the request contracts below and shared by api and dashboard. zod/mini (issue
// 24 item 8, decision 081): the browser's forms validate with them, and mini tree-shakes where zod classic does not.
import * as z from 'zod/mini';

export const emailField = z.pipe(
  z.string({ error: 'Email is required' }).check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email is too long')),
  z.email('Enter a valid email address'),
);

/** Passwords: the spec shows no rules; we require 8+ characters (NIST minimum) and cap the length for hashing. */
export const passwordField = z
  .string({ error: 'Password is required' })
  .check(z.minLength(8, 'Password must be at least 8 characters'), z.maxLength(200, 'Password is too long'));

/** At login we accept whatever was set, only bounded, so old or short passwords still get "invalid credentials". */
export const loginPasswordField = z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Password is too long'));

export const nameField = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(80, `${label} is too long`),
    z.refine((v) => !/[<>]/.test(v), `${label} cannot contain < or >`),
  );

export const optionalText = /* @__NO_SIDE_EFFECTS__ */ (label: string, max = 200) =>
  z.string({ error: `${label} must be text` }).check(
    z.trim(),
    z.maxLength(max, `${label} is too long`),
    z.refine((v) => !/[<>]/.test(v), `${label} cannot contain < or >`),
  );

export const phoneField = z.string({ error: 'Phone number must be text' }).check(
  z.trim(),
  z.maxLength(32, 'Phone number is too long'),
  z.regex(/^[+0-9 ()\-.]*$/, 'Phone number may contain digits, spaces and + ( ) - . only'),
);

/** The OTP arrives as a number (spec §7) or a string from some clients; either way it is six digits. */
export const otpField = z.pipe(
  z.pipe(
    z.union([z.number().check(z.int(), z.nonnegative()), z.string().check(z.trim())], { error: 'OTP must be 6 digits' }),
    z.transform((v: number | string) => (typeof v === 'number' ? String(v).padStart(6, '0') : v)),
  ),
  z.string().check(z.regex(/^\d{6}$/, 'OTP must be 6 digits')),
);

export const idField = z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'));
