// Transactional email content: plain text plus simple inline-styled HTML (hono/html: every interpolated value is escaped).
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { html, lines, type Html } from '../../lib/html.ts';
import { customerWords, type CustomerWords } from '../../i18n/customer/index.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  tag: string;
}

const STYLE = {
  page: 'margin:0;padding:24px;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px',
  header: 'margin:0 0 24px;font-size:20px;color:#111827',
  paragraph: 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937',
  footer: 'margin:24px 0 0;font-size:12px;color:#6b7280',
  button: 'display:inline-block;padding:12px 20px;background:#111827;color:#ffffff;border-radius:6px;text-decoration:none',
  image: 'max-width:100%;border-radius:6px',
};

/** The HTML frame: the shop's name as the header, then one paragraph per item (text is escaped, markup kept). */
function layout(shopName: string, paragraphs: (string | Html)[], w?: CustomerWords): string {
  const body = paragraphs.map((p) => html`<p style="${STYLE.paragraph}">${p}</p>`);
  return html`<!doctype html><html${w ? html` lang="${w.locale}"` : ''}><body style="${STYLE.page}"><div style="${STYLE.card}"><h1 style="${STYLE.header}">${shopName}</h1>${body}<p style="${STYLE.footer}">${w ? w.t('email.footer') : 'Sent by Wrapsmith'}</p></div></body></html>`.toString();
}

/** A message with one link in it: the text around `{link}` escaped, the link's words its anchor (no concatenated sentences). */
function withLink(w: CustomerWords, key: 'quoteEmail.followLink' | 'invoiceEmail.followLink', href: string, label: string): Html {
  const [before = '', after = ''] = w.t(key, { link: '\u0000' }).split('\u0000');
  return html`${before}<a href="${href}">${label}</a>${after}`;
}

/**
 * A subject is one header line: CR, LF and the other line breaks in a visitor's name or a ticket's subject become a
 * space, so no text can add a header or a second line (issue 23 item 13).
 */
export const oneLine = (text: string): string => text.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').replace(/\s{2,}/g, ' ').trim();

const button = (href: string, label: string) => html`<a href="${href}" style="${STYLE.button}">${label}</a>`;

/**
 * The verification code. It is in the body only: never in the subject, which mail lists, notifications and the
 * shop's Settings → Emails show (issue 23 item 13). A sign-up's code says it activates the password chosen with it.
 */
export function otp(p: { firstName: string; shopName: string; code: string; minutes: number; purpose?: 'sign-up' | 'email-change' }): EmailContent {
  const what =
    p.purpose === 'email-change'
      ? 'It confirms this address for your Wrapsmith account. If you did not change your email, ignore this email.'
      : 'Enter it on the page where you just signed up: it activates the password you chose there. If you did not sign up just now, ignore this email.';
  return {
    tag: 'otp',
    subject: oneLine('Your Wrapsmith verification code'),
    text: `Hi ${p.firstName},\n\nYour verification code for ${p.shopName} is ${p.code}.\nIt expires in ${p.minutes} minutes. ${what}\n`,
    html: layout(p.shopName, [
      `Hi ${p.firstName},`,
      'Your verification code is:',
      html`<strong style="font-size:28px;letter-spacing:6px">${p.code}</strong>`,
      `It expires in ${p.minutes} minutes. ${what}`,
    ]),
  };
}

/** A sign-up with an address that already has an account: the mailbox is told, the sign-up form is not (decision 069). */
export function accountExists(p: { firstName: string; shopName: string; loginUrl: string }): EmailContent {
  return {
    tag: 'account-exists',
    subject: oneLine('You already have a Wrapsmith account'),
    text: `Hi ${p.firstName},\n\nSomeone tried to sign up with this email, which already has an account for ${p.shopName}. Nothing was changed.\nSign in at ${p.loginUrl} (use "Forgot password?" there if you need a new password). If it was not you, ignore this email.\n`,
    html: layout(p.shopName, [
      `Hi ${p.firstName},`,
      `Someone tried to sign up with this email, which already has an account for ${p.shopName}. Nothing was changed.`,
      button(p.loginUrl, 'Sign in'),
      'Use “Forgot password?” there if you need a new password. If it was not you, ignore this email.',
    ]),
  };
}

/** To the OLD address after an email change, with a one-time link that undoes it (decision 069). */
export function emailChanged(p: { firstName: string; shopName: string; oldEmail: string; newEmail: string; undoLink: string; days: number }): EmailContent {
  return {
    tag: 'email-changed',
    subject: oneLine('Your Wrapsmith email was changed'),
    text: `Hi ${p.firstName},\n\nThe email of your ${p.shopName} account was changed from ${p.oldEmail} to ${p.newEmail}.\nIf you did not do this, open this link to put ${p.oldEmail} back and sign out every session:\n${p.undoLink}\n\nThe link works once, for ${p.days} days. Then reset your password with "Forgot password?" on the sign-in page.\n`,
    html: layout(p.shopName, [
      `Hi ${p.firstName},`,
      `The email of your ${p.shopName} account was changed from ${p.oldEmail} to ${p.newEmail}.`,
      `If you did not do this, use the button below to put ${p.oldEmail} back and sign out every session.`,
      button(p.undoLink, 'Undo this change'),
      `The link works once, for ${p.days} days. Then reset your password with “Forgot password?” on the sign-in page.`,
    ]),
  };
}

/** After a password change in Account Settings: no secret, only the news and what to do if it was not them. */
export function passwordChanged(p: { firstName: string; shopName: string; resetUrl: string }): EmailContent {
  return {
    tag: 'password-changed',
    subject: oneLine('Your Wrapsmith password was changed'),
    text: `Hi ${p.firstName},\n\nThe password of your ${p.shopName} account was just changed, and every session was signed out.\nIf you did not do this, choose a new password now: ${p.resetUrl}\n`,
    html: layout(p.shopName, [
      `Hi ${p.firstName},`,
      `The password of your ${p.shopName} account was just changed, and every session was signed out.`,
      'If you did not do this, choose a new password now.',
      button(p.resetUrl, 'Choose a new password'),
    ]),
  };
}

export function passwordReset(p: { firstName: string; shopName: string; link: string; minutes: number }): EmailContent {
  return {
    tag: 'password-reset',
    subject: oneLine('Reset your Wrapsmith password'),
    text: `Hi ${p.firstName},\n\nOpen this link to choose a new password for ${p.shopName}:\n${p.link}\n\nThe link works once and expires in ${p.minutes} minutes. If you did not ask for it, ignore this email.\n`,
    html: layout(p.shopName, [
      `Hi ${p.firstName},`,
      'Use the button below to choose a new password.',
      button(p.link, 'Reset password'),
      `The link works once and expires in ${p.minutes} minutes. If you did not ask for it, ignore this email.`,
    ]),
  };
}

export function welcome(p: { firstName: string; shopName: string; dashboardUrl: string }): EmailContent {
  return {
    tag: 'welcome',
    subject: oneLine(`Welcome to Wrapsmith, ${p.firstName}`),
    text: `Hi ${p.firstName},\n\n${p.shopName} is ready. Your free trial includes ${TRIAL_CREDITS} wrap previews, no credit card required.\nStart here: ${p.dashboardUrl}\n`,
    html: layout(p.shopName, [
      `Hi ${p.firstName},`,
      `Your shop is ready. Your free trial includes ${TRIAL_CREDITS} wrap previews, no credit card required.`,
      button(p.dashboardUrl, 'Open your dashboard'),
    ]),
  };
}

/** POST /auth/add-user (API clients that set the member's password): no password in the email, and no secret. */
export function teamAdded(p: { firstName: string; shopName: string; inviterName: string; email: string; loginUrl: string }): EmailContent {
  return {
    tag: 'team-added',
    subject: oneLine(`${p.inviterName} added you to ${p.shopName} on Wrapsmith`),
    text: `Hi ${p.firstName},\n\n${p.inviterName} added you to the ${p.shopName} team on Wrapsmith.\nSign in with ${p.email} at ${p.loginUrl}\nTo choose a password of your own, use "Forgot password?" on the sign-in page.\n`,
    html: layout(p.shopName, [
      `Hi ${p.firstName},`,
      `${p.inviterName} added you to the ${p.shopName} team on Wrapsmith.`,
      html`Sign in with <strong>${p.email}</strong>. To choose a password of your own, use “Forgot password?” on the sign-in page.`,
      button(p.loginUrl, 'Sign in'),
    ]),
  };
}

/** An invite (decision 062): a one-time link where they choose their own password. */
export function teamInvite(p: { firstName: string; shopName: string; inviterName: string; roleLabel: string; link: string; days: number }): EmailContent {
  return {
    tag: 'team-invite',
    subject: oneLine(`${p.inviterName} invited you to ${p.shopName} on Wrapsmith`),
    text: `Hi ${p.firstName},\n\n${p.inviterName} invited you to join the ${p.shopName} team on Wrapsmith as ${p.roleLabel}.\nChoose your password here:\n${p.link}\n\nThe link works once and expires in ${p.days} days. If you were not expecting this, ignore this email.\n`,
    html: layout(p.shopName, [
      `Hi ${p.firstName},`,
      `${p.inviterName} invited you to join the ${p.shopName} team on Wrapsmith as ${p.roleLabel}.`,
      button(p.link, 'Choose your password'),
      `The link works once and expires in ${p.days} days. If you were not expecting this, ignore this email.`,
    ]),
  };
}

export function contactMessage(p: { name: string; email: string; subject: string; message: string }): EmailContent {
  return {
    tag: 'contact',
    subject: oneLine(`Contact form: ${p.subject}`),
    text: `From: ${p.name} <${p.email}>\nSubject: ${p.subject}\n\n${p.message}\n`,
    html: layout('Wrapsmith contact form', [
      `From: ${p.name} <${p.email}>`,
      `Subject: ${p.subject}`,
      lines(p.message.split('\n')),
    ]),
  };
}

export function supportTicket(p: { shopName: string; userName: string; userEmail: string; subject: string; message: string }): EmailContent {
  return {
    tag: 'support-ticket',
    subject: oneLine(`Support ticket from ${p.shopName}: ${p.subject}`),
    text: `Shop: ${p.shopName}\nFrom: ${p.userName} <${p.userEmail}>\nSubject: ${p.subject}\n\n${p.message}\n`,
    html: layout(p.shopName, [
      `From: ${p.userName} <${p.userEmail}>`,
      `Subject: ${p.subject}`,
      lines(p.message.split('\n')),
    ]),
  };
}

/** Under a lead sent without a picture (decision 061). */
export const NO_PICTURE_NOTE = 'They saw no picture of their design: your shop had no credits left when they asked.';

export interface CreditAlertEmail {
  shopName: string;
  firstName: string;
  /** The balance now. */
  credits: number;
  /** The warning level the shop set (or its plan's), for a low-credit warning. */
  threshold?: number;
  buyUrl: string;
  settingsUrl: string;
}

/** The shop ran out of credits (decision 061): visitors see no pictures, and their requests still arrive. */
export function creditsOut(p: CreditAlertEmail): EmailContent {
  const body = [
    `${p.shopName} has no credits left, so nobody can make a wrap preview: not you in the Studio, not visitors on your website or share link.`,
    'Visitors can still leave their details, and their requests arrive under Leads marked "No picture".',
  ];
  return {
    tag: 'credits-out',
    subject: oneLine(`${p.shopName} is out of credits`),
    text: [`Hi ${p.firstName},`, '', ...body, '', `Buy credits or choose a plan: ${p.buyUrl}`, ''].join('\n'),
    html: layout(p.shopName, [`Hi ${p.firstName},`, ...body, button(p.buyUrl, 'Buy credits')]),
  };
}

/** The balance fell to the shop's warning level (decision 061). */
export function creditsLow(p: CreditAlertEmail): EmailContent {
  const left = `${p.credits} ${p.credits === 1 ? 'credit' : 'credits'}`;
  const body = [
    `${p.shopName} has ${left} left. Each new wrap preview takes one, in the Studio and on your website; when none are left, visitors see no pictures.`,
    `You get this warning at ${p.threshold ?? p.credits} credits or fewer, at most once a day. Change the level under Subscription: ${p.settingsUrl}`,
  ];
  return {
    tag: 'credits-low',
    subject: oneLine(`${p.shopName} has ${left} left`),
    text: [`Hi ${p.firstName},`, '', ...body, '', `Buy credits or choose a plan: ${p.buyUrl}`, ''].join('\n'),
    html: layout(p.shopName, [`Hi ${p.firstName},`, ...body, button(p.buyUrl, 'Buy credits')]),
  };
}

export interface NewLeadEmail {
  shopName: string;
  lead: { name: string; email: string; phone: string | null; preferredDate: string | null; message: string | null; pageUrl: string };
  /** "2024 Toyota Camry", "2015 Honda Civic (as given by the visitor)" on a photo lead, or null when it has none. */
  vehicle: string | null;
  /** "3M Gloss Hot Rod Red (G13)". */
  film: string;
  imageUrl: string | null;
  leadsUrl: string;
  /** The visitor saw no picture because the shop had no credits left (decision 061): where to buy more. */
  outOfCreditsUrl?: string | undefined;
}

export function newLead(p: NewLeadEmail): EmailContent {
  const what = p.vehicle ? `${p.vehicle} in ${p.film}` : p.film;
  const details: [string, string | null][] = [
    ['Name', p.lead.name],
    ['Email', p.lead.email],
    ['Phone', p.lead.phone],
    ['Preferred date', p.lead.preferredDate],
    ['Design', what],
    ['Sent from', p.lead.pageUrl],
  ];
  const given = details.filter((d): d is [string, string] => Boolean(d[1]));
  const text = [
    `${p.lead.name} asked ${p.shopName} for a quote through your wrap visualizer.`,
    '',
    ...given.map(([label, value]) => `${label}: ${value}`),
    ...(p.lead.message ? ['', 'Message:', p.lead.message] : []),
    ...(p.imageUrl ? ['', `Their design: ${p.imageUrl}`] : []),
    ...(p.outOfCreditsUrl ? ['', `${NO_PICTURE_NOTE} Buy credits: ${p.outOfCreditsUrl}`] : []),
    '',
    `Reply to them at ${p.lead.email}, or open your leads: ${p.leadsUrl}`,
  ].join('\n');
  return {
    tag: 'new-lead',
    subject: oneLine(`New lead: ${p.lead.name} — ${what}`),
    text: `${text}\n`,
    html: layout(p.shopName, [
      html`<strong>${p.lead.name}</strong> asked for a quote through your wrap visualizer.`,
      lines(given.map(([label, value]) => `${label}: ${value}`)),
      ...(p.lead.message ? [lines(p.lead.message.split('\n'))] : []),
      ...(p.imageUrl ? [html`<a href="${p.imageUrl}"><img src="${p.imageUrl}" alt="${what}" width="512" style="${STYLE.image}"></a>`] : []),
      ...(p.outOfCreditsUrl ? [html`${NO_PICTURE_NOTE} <a href="${p.outOfCreditsUrl}">Buy credits</a>`] : []),
      button(p.leadsUrl, 'Open your leads'),
    ]),
  };
}

export interface BookingQuoteEmail {
  shopName: string;
  /** The customer's first name, or '' (the booking form requires none). */
  firstName: string;
  /** "2024 Toyota Camry", or null when not given. */
  vehicle: string | null;
  /** "3M Gloss Black", or null. */
  colour: string | null;
  /** Formatted, e.g. "$3,250.00"; null when the shop gave no price. */
  total: string | null;
  /** YYYY-MM-DD, or null; the email writes it out ("Thursday, December 10, 2026"). */
  bookingDate: string | null;
  /** "9:30", or '' / undefined when the shop set none. */
  checkInTime?: string | null | undefined;
  /**
   * The quote's options as the customer will see them (issue 25 item 3), amounts already formatted in the quote's
   * currency: each option's lines, tax and total. Empty or absent: only `total` is given.
   */
  options?: readonly QuoteEmailOption[] | undefined;
  /** /confirm-booking?token=…, where the customer accepts or rejects. */
  link: string;
  /** Until when the link can accept the quote; the email gives its day as "December 23, 2026" in `timeZone`. */
  expiresAt: Date;
  /** The shop's time zone (decision 098): the expiry's day is the shop's day. UTC when not given. */
  timeZone?: string | undefined;
  imageUrl: string | null;
  /** The job's tracking page (issue 26 item 3); absent in emails made before it existed. */
  trackingUrl?: string | null | undefined;
  /** An .ics of the booking day is attached (issue 26 item 4). */
  calendarAttached?: boolean | undefined;
}

export interface QuoteEmailOption {
  label: string;
  lines: readonly (readonly [description: string, amount: string])[];
  /** "Tax 8.875 %: $221.88" per rate; empty when the option charges no tax. */
  taxes: readonly string[];
  total: string;
}

/** An option as the email's text lists it: its name and total, then its lines and taxes, indented. */
function optionText(w: CustomerWords, option: QuoteEmailOption, named: boolean): string[] {
  return [
    ...(named ? [w.t('quoteEmail.detail', { label: option.label, value: option.total })] : []),
    ...option.lines.map(([description, amount]) => `  ${w.t('quoteEmail.detail', { label: description, value: amount })}`),
    ...option.taxes.map((tax) => `  ${tax}`),
    ...(named ? [] : [`  ${w.t('quoteEmail.detail', { label: w.t('quoteEmail.total'), value: option.total })}`]),
  ];
}

/**
 * The shop's quote to its customer, with the link to accept or reject it, in the customer's language (decision 100:
 * `w`, English when not given); the amounts in `p` come formatted in that language.
 */
export function bookingQuote(p: BookingQuoteEmail, w: CustomerWords = customerWords('en')): EmailContent {
  const options = p.options ?? [];
  const day = p.bookingDate ? w.longDay(p.bookingDate) : null;
  const when = day ? (p.checkInTime ? w.t('quoteEmail.dayAndCheckIn', { day, time: w.clock(p.checkInTime) }) : day) : null;
  const details: [string, string | null][] = [
    [w.t('quoteEmail.vehicle'), p.vehicle],
    [w.t('quoteEmail.colour'), p.colour],
    // One option shows its own total below; several show the range here, then each option's.
    [w.t('quoteEmail.total'), options.length === 1 ? null : p.total],
    [w.t('quoteEmail.bookingDate'), when],
  ];
  const named = options.length > 1;
  const optionLines = options.length === 0 ? [] : ['', named ? w.t('quoteEmail.options') : w.t('quoteEmail.yourQuoteHeading'), ...options.flatMap((o) => optionText(w, o, named).concat(named ? [''] : []))];
  const given = details.filter((d): d is [string, string] => Boolean(d[1]));
  const greeting = p.firstName ? w.t('email.greeting', { name: p.firstName }) : w.t('email.hello');
  const expiry = w.date(p.expiresAt, p.timeZone);
  const intro = w.t('quoteEmail.intro', { shopName: p.shopName });
  const text = [
    greeting,
    '',
    intro,
    '',
    ...given.map(([label, value]) => w.t('quoteEmail.detail', { label, value })),
    ...optionLines,
    ...(p.imageUrl ? ['', w.t('quoteEmail.design', { url: p.imageUrl })] : []),
    '',
    w.t('quoteEmail.answerHere', { url: p.link }),
    w.t('quoteEmail.validUntil', { date: expiry }),
    ...(p.trackingUrl ? ['', w.t('quoteEmail.follow', { url: p.trackingUrl })] : []),
    ...(p.calendarAttached ? [w.t('quoteEmail.calendar')] : []),
  ].join('\n');
  const detailHtml = (label: string, value: string) => {
    const [before = '', after = ''] = w.t('quoteEmail.detail', { label, value: '\u0000' }).split('\u0000');
    return html`${before}<strong>${value}</strong>${after}`;
  };
  return {
    tag: 'booking-quote',
    subject: oneLine(w.t('quoteEmail.subject', { shopName: p.shopName })),
    text: `${text}\n`,
    html: layout(
      p.shopName,
      [
        greeting,
        intro,
        ...(given.length ? [lines(given.map(([label, value]) => detailHtml(label, value)))] : []),
        ...options.map((o) =>
          lines([
            named ? html`<strong>${w.t('quoteEmail.detail', { label: o.label, value: o.total })}</strong>` : html`<strong>${w.t('quoteEmail.yourQuote')}</strong>`,
            ...o.lines.map(([description, amount]) => html`${w.t('quoteEmail.detail', { label: description, value: amount })}`),
            ...o.taxes.map((tax) => html`${tax}`),
            ...(named ? [] : [detailHtml(w.t('quoteEmail.total'), o.total)]),
          ]),
        ),
        ...(p.imageUrl ? [html`<img src="${p.imageUrl}" alt="${p.vehicle ?? w.t('quoteEmail.imageAlt')}" width="512" style="${STYLE.image}">`] : []),
        button(p.link, named ? w.t('quoteEmail.buttonOptions') : w.t('quoteEmail.buttonOne')),
        w.t('quoteEmail.answerOnPage', { date: expiry }),
        ...(p.trackingUrl ? [withLink(w, 'quoteEmail.followLink', p.trackingUrl, w.t('quoteEmail.trackingPage'))] : []),
        ...(p.calendarAttached ? [w.t('quoteEmail.calendar')] : []),
      ],
      w,
    ),
  };
}

export interface QuoteAnswerEmail {
  shopName: string;
  answer: 'accepted' | 'cancelled';
  /** The customer's name, else their email. */
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  vehicle: string | null;
  total: string | null;
  invoiceCode: string;
  /** The dashboard's work order of the booking. */
  workOrderUrl: string;
}

/** Tells the shop owner that a customer accepted or rejected a quote. */
export function quoteAnswer(p: QuoteAnswerEmail): EmailContent {
  const verb = p.answer === 'accepted' ? 'accepted' : 'rejected';
  const what = p.vehicle ? ` for the ${p.vehicle}` : '';
  const details: [string, string | null][] = [
    ['Invoice', p.invoiceCode],
    ['Email', p.customerEmail],
    ['Phone', p.customerPhone],
    ['Total', p.total],
  ];
  const given = details.filter((d): d is [string, string] => Boolean(d[1]));
  const next = p.answer === 'accepted' ? 'Open the work order to book the vehicle in' : 'The booking is now cancelled';
  return {
    tag: 'quote-answer',
    subject: oneLine(`Quote ${verb}: ${p.customerName}${p.vehicle ? ` — ${p.vehicle}` : ''}`),
    text: [
      `${p.customerName} ${verb} your quote${what}.`,
      '',
      ...given.map(([label, value]) => `${label}: ${value}`),
      '',
      `${next}: ${p.workOrderUrl}`,
      '',
    ].join('\n'),
    html: layout(p.shopName, [
      html`<strong>${p.customerName}</strong> ${verb} your quote${what}.`,
      lines(given.map(([label, value]) => `${label}: ${value}`)),
      `${next}.`,
      button(p.workOrderUrl, 'Open the work order'),
    ]),
  };
}

export interface InvoiceEmail {
  shopName: string;
  firstName: string;
  /** "INV-0042". */
  number: string;
  /** Formatted in the shop's currency and locale. */
  total: string;
  balance: string;
  /** "June 15, 2026", or null. */
  dueDate: string | null;
  /** The invoice's PDF through its link. */
  pdfUrl: string;
  /** The job's tracking page (issue 26 item 3), for an invoice of a booking. */
  trackingUrl?: string | null | undefined;
}

/** The issued invoice, emailed to the customer with its PDF's link (issue 25 item 5), in the customer's language (decision 100: `w`, English when not given). */
export function invoiceSent(p: InvoiceEmail, w: CustomerWords = customerWords('en')): EmailContent {
  const greeting = p.firstName ? w.t('email.greeting', { name: p.firstName }) : w.t('email.hello');
  const facts = { number: p.number, shopName: p.shopName, total: p.total, balance: p.balance, dueDate: p.dueDate ?? '' };
  const summary = w.t(p.dueDate ? 'invoiceEmail.summaryDue' : 'invoiceEmail.summary', facts);
  return {
    tag: 'invoice',
    subject: oneLine(w.t('invoiceEmail.subject', facts)),
    text: `${[greeting, '', summary, '', w.t('invoiceEmail.pdf', { url: p.pdfUrl }), ...(p.trackingUrl ? ['', w.t('quoteEmail.follow', { url: p.trackingUrl })] : [])].join('\n')}\n`,
    html: layout(
      p.shopName,
      [
        greeting,
        summary,
        button(p.pdfUrl, w.t('invoiceEmail.download')),
        ...(p.trackingUrl ? [withLink(w, 'invoiceEmail.followLink', p.trackingUrl, w.t('quoteEmail.trackingPage'))] : []),
      ],
      w,
    ),
  };
}

export interface PaymentReceiptEmail extends InvoiceEmail {
  /** The payment, formatted. */
  amount: string;
  /** "Cash", "Bank transfer". */
  method: string;
  /** "June 2, 2026". */
  paidOn: string;
}

/** A receipt for one payment on an invoice: its amount, the balance left and the invoice's number (issue 25 item 5), in the customer's language. */
export function paymentReceipt(p: PaymentReceiptEmail, w: CustomerWords = customerWords('en')): EmailContent {
  const greeting = p.firstName ? w.t('email.greeting', { name: p.firstName }) : w.t('email.hello');
  const received = w.t('receipt.received', { shopName: p.shopName, amount: p.amount, method: p.method, paidOn: p.paidOn, number: p.number });
  const left = w.t('receipt.balance', { balance: p.balance });
  return {
    tag: 'payment-receipt',
    subject: oneLine(w.t('receipt.subject', { amount: p.amount, number: p.number, shopName: p.shopName })),
    text: `${[greeting, '', received, left, '', w.t('invoiceEmail.pdf', { url: p.pdfUrl })].join('\n')}\n`,
    html: layout(p.shopName, [greeting, received, html`<strong>${left}</strong>`, button(p.pdfUrl, w.t('invoiceEmail.download'))], w),
  };
}
