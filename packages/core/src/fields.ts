// Reusable field schemas, composed into the request contracts below and shared by api and dashboard.
import { z } from 'zod';

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** Passwords: the spec shows no rules; we require 8+ characters (NIST minimum) and cap the length for hashing. */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password is too long');

/** At login we accept whatever was set, only bounded, so old or short passwords still get "invalid credentials". */
export const loginPasswordField = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long');

export const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} is too long`)
    .refine((v) => !/[<>]/.test(v), `${label} cannot contain < or >`);

export const optionalText = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .refine((v) => !/[<>]/.test(v), `${label} cannot contain < or >`);

export const phoneField = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .max(32, 'Phone number is too long')
  .regex(/^[+0-9 ()\-.]*$/, 'Phone number may contain digits, spaces and + ( ) - . only');

/** The OTP arrives as a number (spec §7) or a string from some clients; either way it is six digits. */
export const otpField = z
  .union([z.number().int().nonnegative(), z.string().trim()], { error: 'OTP must be 6 digits' })
  .transform((v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v))
  .pipe(z.string().regex(/^\d{6}$/, 'OTP must be 6 digits'));

export const idField = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');
