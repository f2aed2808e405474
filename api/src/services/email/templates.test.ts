import { describe, expect, it } from 'vitest';
import * as templates from './templates.ts';

const hostile = `<script>alert("x")</script> & 'quotes'`;

describe('email templates', () => {
  const all = [
    templates.otp({ firstName: hostile, shopName: hostile, code: '012345', minutes: 10 }),
    templates.passwordReset({ firstName: hostile, shopName: hostile, link: `https://w.test/reset-password?token=abc"onclick="x`, minutes: 5 }),
    templates.welcome({ firstName: hostile, shopName: hostile, dashboardUrl: 'https://w.test/dashboard' }),
    templates.teamInvite({ firstName: hostile, shopName: hostile, inviterName: hostile, email: 'a@x.test', loginUrl: 'https://w.test/login' }),
    templates.contactMessage({ name: hostile, email: 'a@x.test', subject: hostile, message: hostile }),
    templates.supportTicket({ shopName: hostile, userName: hostile, userEmail: 'a@x.test', subject: hostile, message: hostile }),
  ];

  it.each(all.map((t) => [t.tag, t] as const))('%s escapes every interpolated value in its HTML', (_tag, t) => {
    expect(t.html).not.toContain('<script>');
    expect(t.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(t.html).not.toContain('"onclick="');
    expect(t.text).toContain(hostile);
    expect(t.subject.length).toBeGreaterThan(0);
  });

  it('puts the code, the link and the shop name where the reader needs them', () => {
    const otp = templates.otp({ firstName: 'Ada', shopName: 'Wrap Kings', code: '012345', minutes: 10 });
    expect(otp.subject).toContain('012345');
    expect(otp.html).toContain('Wrap Kings');
    const reset = templates.passwordReset({ firstName: 'Ada', shopName: 'Wrap Kings', link: 'https://w.test/reset-password?token=t', minutes: 5 });
    expect(reset.text).toContain('https://w.test/reset-password?token=t');
    expect(reset.text).toContain('5 minutes');
    expect(reset.html).toContain('href="https://w.test/reset-password?token=t"');
  });
});
