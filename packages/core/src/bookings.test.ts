import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, QUOTE_VALID_DAYS, QUOTE_VALID_MS, formatQuoteExpiry, isQuoteExpired } from './booking-rules.ts';

describe('quote expiry', () => {
  const expiresAt = new Date('2026-12-23T12:00:00.000Z');

  it('is 30 days of milliseconds', () => {
    expect(QUOTE_VALID_DAYS).toBe(30);
    expect(QUOTE_VALID_MS).toBe(2_592_000_000);
  });

  it('counts the exact moment as expired, the moment before as live, and no expiry as never', () => {
    expect(isQuoteExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isQuoteExpired(expiresAt, expiresAt)).toBe(true);
    expect(isQuoteExpired(expiresAt.toISOString(), new Date(expiresAt.getTime() + 1))).toBe(true);
    expect(isQuoteExpired(null, new Date('2099-01-01'))).toBe(false);
  });

  it('names the UTC day in en-US long form, whatever the time of day', () => {
    expect(formatQuoteExpiry(expiresAt)).toBe('December 23, 2026');
    expect(formatQuoteExpiry('2026-12-23T23:30:00.000Z')).toBe('December 23, 2026');
    expect(BOOKING_MESSAGES.quoteExpired(expiresAt, 'Wrap Lab')).toContain('December 23, 2026');
  });
});

describe('The Quote Sent message', () => {
  it('names only the ways the customer was really told', () => {
    expect(BOOKING_MESSAGES.quoteSentBody({ email: 'ana@example.com', phone: null })).toBe(
      'Your customer has been notified by email (ana@example.com) and can accept or reject the quote from the link we sent. Quotes are viewable under Leads.',
    );
    expect(BOOKING_MESSAGES.quoteSentBody({ email: 'ana@example.com', phone: '555 0100' })).toContain('notified by text message (555 0100) and email (ana@example.com)');
    expect(BOOKING_MESSAGES.quoteSentBody({ email: null, phone: null })).toContain('it was not sent');
  });
});
