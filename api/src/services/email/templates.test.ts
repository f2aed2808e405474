import { describe, expect, it } from 'vitest';
import * as templates from './templates.ts';

const hostile = `<script>alert("x")</script> & 'quotes'`;

describe('email templates', () => {
  const all = [
    templates.otp({ firstName: hostile, shopName: hostile, code: '012345', minutes: 10 }),
    templates.passwordReset({ firstName: hostile, shopName: hostile, link: `https://w.test/reset-password?token=abc"onclick="x`, minutes: 5 }),
    templates.welcome({ firstName: hostile, shopName: hostile, dashboardUrl: 'https://w.test/dashboard' }),
    templates.teamAdded({ firstName: hostile, shopName: hostile, inviterName: hostile, email: 'a@x.test', loginUrl: 'https://w.test/login' }),
    templates.teamInvite({ firstName: hostile, shopName: hostile, inviterName: hostile, roleLabel: hostile, link: `https://w.test/invite?token=abc"onclick="x`, days: 7 }),
    templates.contactMessage({ name: hostile, email: 'a@x.test', subject: hostile, message: hostile }),
    templates.supportTicket({ shopName: hostile, userName: hostile, userEmail: 'a@x.test', subject: hostile, message: hostile }),
    templates.bookingQuote({
      shopName: hostile,
      firstName: hostile,
      vehicle: hostile,
      colour: hostile,
      total: '$1.00',
      bookingDate: '2026-06-03',
      link: `https://w.test/confirm-booking?token=abc"onclick="x`,
      expiresAt: new Date('2026-07-01T12:00:00Z'),
      imageUrl: `https://w.test/i.png"onclick="x`,
    }),
    templates.quoteAnswer({
      shopName: hostile,
      answer: 'accepted',
      customerName: hostile,
      customerEmail: 'a@x.test',
      customerPhone: null,
      vehicle: hostile,
      total: null,
      invoiceCode: 'ABC123',
      workOrderUrl: `https://w.test/work-order?id=1"onclick="x`,
    }),
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
    // issue 23 item 13: the code is in the body only, never in the subject that lists and logs show.
    expect(otp.subject).not.toMatch(/\d/);
    expect(otp.text).toContain('012345');
    expect(otp.html).toContain('012345');
    expect(otp.html).toContain('Wrap Kings');
    const reset = templates.passwordReset({ firstName: 'Ada', shopName: 'Wrap Kings', link: 'https://w.test/reset-password?token=t', minutes: 5 });
    expect(reset.text).toContain('https://w.test/reset-password?token=t');
    expect(reset.text).toContain('5 minutes');
    expect(reset.html).toContain('href="https://w.test/reset-password?token=t"');
  });

  it('keeps every subject on one line whatever a visitor typed (issue 23 item 13)', () => {
    const evil = 'Eve\r\nBcc: victim@x.test\nX';
    const subjects = [
      templates.contactMessage({ name: evil, email: 'e@x.test', subject: evil, message: 'hi' }).subject,
      templates.supportTicket({ shopName: 'Wrap Kings', userName: 'Eve', userEmail: 'e@x.test', subject: evil, message: 'hi' }).subject,
      templates.newLead({
        shopName: 'Wrap Kings',
        lead: { name: evil, email: 'e@x.test', phone: null, preferredDate: null, message: null, pageUrl: 'https://shop.test' },
        vehicle: null,
        film: '3M Gloss Black (G12)',
        imageUrl: null,
        leadsUrl: 'https://w.test/leads',
      }).subject,
    ];
    for (const subject of subjects) {
      expect(subject).not.toMatch(/[\r\n\u2028\u2029]/);
      expect(subject).toContain('Eve Bcc: victim@x.test X');
    }
  });

  const quote: templates.BookingQuoteEmail = {
    shopName: 'Wrap Kings',
    firstName: 'Dana',
    vehicle: '2024 Toyota Camry',
    colour: '3M Gloss Black (G12)',
    total: '$3,900.00',
    bookingDate: '2026-06-03',
    link: 'https://w.test/confirm-booking?token=t0k',
    expiresAt: new Date('2026-12-23T18:30:00Z'),
    imageUrl: 'https://w.test/api/v1/public/booking-image/t0k.png',
  };

  it('sends the customer the shop, vehicle, colour, total, design and the link to answer', () => {
    const mail = templates.bookingQuote(quote);
    expect(mail.tag).toBe('booking-quote');
    expect(mail.subject).toBe('Your quote from Wrap Kings');
    for (const part of ['Hi Dana,', 'Wrap Kings', '2024 Toyota Camry', '3M Gloss Black (G12)', '$3,900.00', 'Wednesday, June 3, 2026', quote.link, quote.imageUrl ?? '']) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain(`href="${quote.link}"`);
    expect(mail.html).toContain(`<img src="${quote.imageUrl}"`);
    expect(mail.html).toContain('<strong>$3,900.00</strong>');
  });

  it('lists each option’s lines, tax and total, and the booking day written out with its check-in time (issue 25)', () => {
    const mail = templates.bookingQuote({
      ...quote,
      checkInTime: '9:30',
      options: [
        { label: 'Good', lines: [['Full wrap: 2024 Toyota Camry (mid-size car)', '$2,200.00'], ['3M Gloss Black, full wrap: 183 sq ft', '$823.50']], taxes: ['Tax 8.875 %: $268.34'], total: '$3,291.84' },
        { label: 'Better', lines: [['Full wrap: 2024 Toyota Camry (mid-size car)', '$2,200.00']], taxes: [], total: '$2,200.00' },
      ],
    });
    expect(mail.text).toContain('Booking date: Wednesday, June 3, 2026, check-in at 9:30');
    expect(mail.text).toContain('Your options (choose one on the quote page):');
    expect(mail.text).toContain('Good: $3,291.84');
    expect(mail.text).toContain('  3M Gloss Black, full wrap: 183 sq ft: $823.50');
    expect(mail.text).toContain('  Tax 8.875 %: $268.34');
    expect(mail.text).toContain('Better: $2,200.00');
    // Several options: the range the shop's total gives, then each option's total.
    expect(mail.text).toContain('Total: $3,900.00');
    expect(mail.html).toContain('<strong>Good: $3,291.84</strong>');
    const one = templates.bookingQuote({ ...quote, options: [{ label: 'Quote', lines: [['Wrap', '$3,900.00']], taxes: [], total: '$3,900.00' }] });
    expect(one.text).toContain('Your quote:\n  Wrap: $3,900.00\n  Total: $3,900.00');
    // One option: its total once, below its lines.
    expect(one.text.match(/Total: \$3,900\.00/g)).toHaveLength(1);
  });

  it('says until when the quote is valid, as the UTC day in long form', () => {
    const mail = templates.bookingQuote(quote);
    expect(mail.text).toContain('This quote is valid until December 23, 2026.');
    expect(mail.html).toContain('This quote is valid until December 23, 2026.');
    // 23:30 UTC is still the 23rd, whatever the server's own time zone.
    expect(templates.bookingQuote({ ...quote, expiresAt: new Date('2026-12-23T23:30:00Z') }).text).toContain('valid until December 23, 2026.');
  });

  it('leaves out what the shop did not fill in, and the image when there is no render', () => {
    const mail = templates.bookingQuote({ ...quote, firstName: '', vehicle: null, colour: null, total: null, bookingDate: null, imageUrl: null });
    expect(mail.text.startsWith('Hello,')).toBe(true);
    for (const label of ['Vehicle:', 'Wrap colour:', 'Total:', 'Booking date:', 'Your design']) expect(mail.text).not.toContain(label);
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain(quote.link);
  });

  it('tells the owner who accepted or rejected which quote, with a link to the work order', () => {
    const p: templates.QuoteAnswerEmail = {
      shopName: 'Wrap Kings',
      answer: 'accepted',
      customerName: 'Dana Reyes',
      customerEmail: 'dana@example.com',
      customerPhone: '(555) 010-2000',
      vehicle: '2024 Toyota Camry',
      total: '$3,900.00',
      invoiceCode: 'ABC123',
      workOrderUrl: 'https://w.test/work-order?id=b1',
    };
    const accepted = templates.quoteAnswer(p);
    expect(accepted.tag).toBe('quote-answer');
    expect(accepted.subject).toBe('Quote accepted: Dana Reyes — 2024 Toyota Camry');
    expect(accepted.text).toContain('Dana Reyes accepted your quote for the 2024 Toyota Camry.');
    for (const part of ['ABC123', 'dana@example.com', '(555) 010-2000', '$3,900.00', 'https://w.test/work-order?id=b1']) expect(accepted.text).toContain(part);
    expect(accepted.html).toContain('href="https://w.test/work-order?id=b1"');

    const rejected = templates.quoteAnswer({ ...p, answer: 'cancelled', vehicle: null, customerPhone: null });
    expect(rejected.subject).toBe('Quote rejected: Dana Reyes');
    expect(rejected.text).toContain('Dana Reyes rejected your quote.');
    expect(rejected.text).toContain('The booking is now cancelled');
    expect(rejected.text).not.toContain('Phone:');
  });
});
