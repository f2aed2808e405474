import { describe, expect, it } from 'vitest';
import { signUpInput, verifyOtpInput } from './auth.ts';
import { emailField, otpField, phoneField } from './fields.ts';

describe('field schemas', () => {
  it('trims and lowercases emails and rejects malformed ones', () => {
    expect(emailField.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailField.safeParse('not-an-email').success).toBe(false);
    expect(emailField.safeParse(`${'a'.repeat(250)}@x.io`).success).toBe(false);
  });

  it('takes the OTP as a number or a string and keeps leading zeros', () => {
    expect(otpField.parse(12345)).toBe('012345');
    expect(otpField.parse(' 654321 ')).toBe('654321');
    for (const bad of ['12345', '1234567', '12a456', 1_000_000, -1, 1.5]) expect(otpField.safeParse(bad).success).toBe(false);
  });

  it('accepts phone punctuation only', () => {
    expect(phoneField.parse('+1 (555) 010-0199')).toBe('+1 (555) 010-0199');
    expect(phoneField.safeParse('call me').success).toBe(false);
  });

  it('rejects unknown fields and markup in names', () => {
    const valid = { firstName: 'Ada', lastName: 'L', email: 'a@x.io', password: 'long-enough' };
    expect(signUpInput.safeParse(valid).success).toBe(true);
    expect(signUpInput.safeParse({ ...valid, role: 'owner' }).success).toBe(false);
    expect(signUpInput.safeParse({ ...valid, firstName: '<b>Ada</b>' }).success).toBe(false);
    expect(verifyOtpInput.parse({ email: 'A@X.io', otp: 42 })).toEqual({ email: 'a@x.io', otp: '000042' });
  });
});

describe('the zod/mini fields and their classic twins (issue 24 item 8)', () => {
  it('nameText answers as nameField does, message for message', async () => {
    const { nameText } = await import('./fields-mini.ts');
    const { nameField } = await import('./fields.ts');
    for (const sample of ['  Ada ', '', '   ', 'a'.repeat(81), '<b>', 7, undefined]) {
      const classic = nameField('First name').safeParse(sample);
      const mini = nameText('First name').safeParse(sample);
      expect(mini.success, String(sample)).toBe(classic.success);
      if (classic.success && mini.success) expect(mini.data).toBe(classic.data);
      else expect(mini.error?.issues[0]?.message, String(sample)).toBe(classic.error?.issues[0]?.message);
    }
  });

  it('emailAddress answers as emailField does, message for message', async () => {
    const { emailAddress } = await import('./fields-mini.ts');
    for (const sample of ['  Ada@Example.COM ', 'not-an-email', '', '   ', 'a@b', `${'a'.repeat(250)}@example.com`, 42, undefined, 'x<y@example.com']) {
      const classic = emailField.safeParse(sample);
      const mini = emailAddress.safeParse(sample);
      expect(mini.success, String(sample)).toBe(classic.success);
      if (classic.success && mini.success) expect(mini.data).toBe(classic.data);
      else expect(mini.error?.issues[0]?.message, String(sample)).toBe(classic.error?.issues[0]?.message);
    }
  });

  it('phoneText answers as phoneField does, message for message', async () => {
    const { phoneText } = await import('./fields-mini.ts');
    const { phoneField } = await import('./fields.ts');
    for (const sample of [' +1 (555) 010-3000 ', '', 'call me', '1'.repeat(33), 42, undefined]) {
      const classic = phoneField.safeParse(sample);
      const mini = phoneText.safeParse(sample);
      expect(mini.success, String(sample)).toBe(classic.success);
      if (classic.success && mini.success) expect(mini.data).toBe(classic.data);
      else expect(mini.error?.issues[0]?.message, String(sample)).toBe(classic.error?.issues[0]?.message);
    }
  });
});
