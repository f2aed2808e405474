import { describe, expect, it } from 'vitest';
import { LEAD_VEHICLE_MESSAGES as V } from '@wrapsmith/core/rules';
import { EMPTY_LEAD, MESSAGE_MAX, errorPlace, isLikelyBot, localToday, toLeadPayload, validateLead, type LeadValues } from './lead.ts';
import { WIDGET_MESSAGES as M } from './messages.ts';

const TODAY = '2026-03-10';
const valid: LeadValues = { ...EMPTY_LEAD, name: 'Dana Reyes', email: 'dana@example.com', consent: true };

describe('validateLead', () => {
  it('accepts a name, an email and consent', () => {
    expect(validateLead(valid, TODAY)).toEqual({});
  });

  it('requires consent', () => {
    expect(validateLead({ ...valid, consent: false }, TODAY)).toEqual({ consent: M.consentRequired });
  });

  it('requires a name and an email', () => {
    expect(validateLead({ ...EMPTY_LEAD, consent: true, name: '  ' }, TODAY)).toEqual({ name: M.nameRequired, email: M.emailRequired });
  });

  it.each(['dana', 'dana@', '@example.com', 'dana@example', 'dana example@x.com', 'da<na>@example.com', `${'a'.repeat(250)}@example.com`])(
    'rejects the email %j',
    (email) => {
      expect(validateLead({ ...valid, email }, TODAY).email).toBe(M.emailInvalid);
    },
  );

  it.each(['dana@example.com', ' Dana.Reyes+wrap@shop.co.uk ', 'd@x.io'])('accepts the email %j', (email) => {
    expect(validateLead({ ...valid, email }, TODAY).email).toBeUndefined();
  });

  it('checks the optional fields only when they are filled', () => {
    expect(validateLead({ ...valid, phone: '+1 (555) 010-2000', preferredDate: TODAY, message: 'Satin please' }, TODAY)).toEqual({});
    expect(validateLead({ ...valid, phone: 'call me' }, TODAY).phone).toBe(M.phoneInvalid);
    expect(validateLead({ ...valid, preferredDate: '2026-03-09' }, TODAY).preferredDate).toBe(M.dateInvalid);
    expect(validateLead({ ...valid, message: 'x'.repeat(MESSAGE_MAX + 1) }, TODAY).message).toBe(M.messageTooLong);
    expect(validateLead({ ...valid, name: '<b>Dana</b>' }, TODAY).name).toBe(M.noAngleBrackets(M.name));
  });
});

describe('the car of a photo render', () => {
  const civic = { ...valid, year: '2015', make: 'Honda', model: 'Civic' };

  it('takes all three or none, and says so once for the car, under the empty fields', () => {
    expect(validateLead(civic, TODAY)).toEqual({});
    const partly = { ...valid, year: '2015', make: ' ', model: 'Civic' };
    const errors = validateLead(partly, TODAY);
    expect(errors).toEqual({ vehicle: V.allOrNone });
    expect(['year', 'make', 'model'].map((field) => errorPlace(errors, partly, field as 'year'))).toEqual([undefined, 'vehicle', undefined]);
    expect(validateLead({ ...valid, model: 'Civic' }, TODAY)).toEqual({ vehicle: V.allOrNone });
  });

  it('checks the year and the text', () => {
    for (const year of ['1989', '2027', '15', '20l5', '2015.0']) expect(validateLead({ ...civic, year }, TODAY), year).toEqual({ year: V.year });
    expect(validateLead({ ...civic, year: ' 1990 ' }, TODAY)).toEqual({});
    expect(validateLead({ ...civic, make: 'x'.repeat(61) }, TODAY)).toEqual({ make: V.tooLong('Make') });
    expect(validateLead({ ...civic, model: 'Civic <R>' }, TODAY)).toEqual({ model: V.plainText('Model') });
  });

  it('is sent trimmed, the year as a number, only when given', () => {
    const context = { renderId: 'r_9', pageUrl: 'https://shop.example/', startedAt: 1 };
    expect(toLeadPayload({ ...civic, make: ' Honda ', model: 'Civic Type R ' }, context).vehicle).toEqual({ year: 2015, make: 'Honda', model: 'Civic Type R' });
    expect(toLeadPayload(valid, context)).not.toHaveProperty('vehicle');
  });
});

describe('the honeypot', () => {
  it('is not a validation error: a filled honeypot means a bot, which gets thanked and ignored', () => {
    const bot = { ...valid, website: 'https://spam.example' };
    expect(validateLead(bot, TODAY)).toEqual({});
    expect(isLikelyBot(bot)).toBe(true);
    expect(isLikelyBot(valid)).toBe(false);
  });
});

describe('toLeadPayload', () => {
  it('trims, lowercases the email, drops empty optional fields and keeps the honeypot, timing and the language the widget speaks (issue 28, decision 100)', () => {
    const payload = toLeadPayload(
      { ...valid, name: ' Dana ', email: ' Dana@Example.COM ', phone: ' ', message: '  hi  ' },
      { renderId: 'r_9', pageUrl: 'https://shop.example/', startedAt: 1_700_000_000_000 },
    );
    expect(payload).toEqual({
      renderId: 'r_9',
      name: 'Dana',
      email: 'dana@example.com',
      message: 'hi',
      consent: true,
      pageUrl: 'https://shop.example/',
      website: '',
      startedAt: 1_700_000_000_000,
      locale: 'en',
    });
  });
});

describe('localToday', () => {
  it('formats the local calendar date like <input type="date">', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
