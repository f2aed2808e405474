// Billing & Subscription in German and Spanish (issue 28 item 1, decision 101): no English sentence of its areas, of
// core's plan texts (features, BILLING_MESSAGES) or of the API's stock descriptions on screen; prices through Intl in
// the reader's language with the plan's currency; a name or description set in Stripe shows as it came.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDONS, BILLING_MESSAGES, CREDIT_PACKS, PLANS, planFeatures } from '@wrapsmith/core';
import type { PlanDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../i18n/area.ts';
import BILLING_DE from '../../i18n/areas/billing/de.ts';
import { BILLING_EN } from '../../i18n/areas/billing/en.ts';
import { BILLING_AREA } from '../../i18n/areas/billing/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import DE from '../../i18n/areas/subscription/de.ts';
import { SUBSCRIPTION_EN } from '../../i18n/areas/subscription/en.ts';
import ES from '../../i18n/areas/subscription/es.ts';
import { SUBSCRIPTION } from '../../i18n/areas/subscription/index.ts';
import { speak } from '../../i18n/locale.ts';
import { englishPlanFeatures } from '../../features/billing/billing-words.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { billingOffers, noSubscription } from './billing-fixtures.ts';

afterEach(() => speak('en'));

/** The API's stock descriptions and add-on features (api/src/services/billing/offers.ts), word for word. */
const API_DESCRIPTIONS: Record<string, string> = {
  basic: '250 wrap previews a month, 1 seat. Month to month; change or cancel any time.',
  ultimate: '1,000 wrap previews a month, 2 seats. Month to month; change or cancel any time.',
  pro: '2,500 wrap previews a month, 5 seats. Month to month; change or cancel any time.',
  crm: 'CRM and appointment booking: customers, leads, appointments and work orders.',
  credits_100: '100 more wrap previews, added once.',
  credits_500: '500 more wrap previews, added once.',
  credits_1000: '1,000 more wrap previews, added once.',
};

function apiOffers(): PlanDto[] {
  return billingOffers().map((o) => ({
    ...o,
    description: API_DESCRIPTIONS[o.key] ?? o.description,
    features: o.kind === 'addon' ? ['CRM', 'Appointment booking'] : o.features,
  }));
}

/** Every English sentence the page could show: its areas', core's plan texts and names, the API's descriptions. */
const ENGLISH = [
  ...sentencesOf(SUBSCRIPTION_EN, ['CRM']),
  ...sentencesOf(BILLING_EN),
  ...PLANS.flatMap((p) => planFeatures(p)),
  ...Object.values(API_DESCRIPTIONS),
  ...ADDONS.flatMap((a) => [a.name, a.description]),
  ...CREDIT_PACKS.map((c) => c.name),
  ...Object.values(BILLING_MESSAGES),
  'Appointment booking',
  '79.00 USD / month',
  '29.00 USD',
];

function page(): HTMLElement {
  return document.querySelector('.app-page') as HTMLElement;
}

const active = noSubscription({ priceId: 'local_ultimate', planKey: 'ultimate', status: 'active', currentPeriodEnd: '2025-07-15T12:00:00.000Z' });

function open(plans: PlanDto[] = apiOffers()) {
  return renderApp('/subscription', {
    user: makeUser(),
    replies: {
      'GET /user/stripe/get-plans': json({ data: { plans } }),
      'GET /user/stripe/subscriptions': json({ data: active }),
      'GET /user/stripe/credit-alerts': json({ data: { lowCreditThreshold: 100, own: null, planDefault: 100 } }),
      'PUT /user/stripe/credit-alerts': json({ data: { lowCreditThreshold: 40, own: 40, planDefault: 100 }, message: 'Credit warning saved' }),
      'POST /user/stripe/cancel-subscription': json({ data: { ...active, status: 'canceling' }, message: BILLING_MESSAGES.cancelled }),
    },
  });
}

describe('the plan cards say what core says', () => {
  it('the area’s English features are core’s planFeatures word for word, so each one has its translation', () => {
    for (const plan of PLANS) expect(englishPlanFeatures(plan)).toEqual(planFeatures(plan));
  });
});

describe('Billing & Subscription in another language (issue 28 item 1)', () => {
  it('German: plans, features, descriptions, add-on, packs, prices, workflow, credit warnings and cancelling, with no English', async () => {
    await speak('de');
    await Promise.all([loadArea(SUBSCRIPTION, 'de'), loadArea(BILLING_AREA, 'de'), loadArea(COMMON, 'de')]);
    open();
    await screen.findByRole('heading', { level: 1, name: DE['subscription.title'] });
    const basic = within(await screen.findByRole('article', { name: 'Basic' }));
    expect(basic.getByText('79,00 $ / Monat')).toBeTruthy();
    expect(basic.getByText('250 Credits / Monat')).toBeTruthy();
    expect(basic.getByText('1 Platz')).toBeTruthy();
    expect(basic.getByText(/^250 Wrap-Vorschauen im Monat, 1 Platz\. Monatlich; jederzeit wechseln oder kündigen\.$/)).toBeTruthy();
    const pro = within(screen.getByRole('article', { name: 'Pro' }));
    expect(pro.getByText('5 Plätze')).toBeTruthy();
    expect(pro.getByText(/^Zusätzliche Bilder: Behalte bis zu 2\.000 Fotos/)).toBeTruthy();
    expect(pro.getByText(DE['subscription.feature.whiteLabel'])).toBeTruthy();
    expect(pro.getByText(/4096 px \(4K\) Breite/)).toBeTruthy();
    const ultimate = within(screen.getByRole('article', { name: 'Ultimate' }));
    expect(await ultimate.findByText(DE['subscription.currentPlan'])).toBeTruthy();
    expect(ultimate.getByText('Verlängert sich am 15. Juli 2025')).toBeTruthy();
    const addon = within(screen.getByRole('article', { name: BILLING_DE['billing.name.crm'] }));
    expect(addon.getByText('49,99 $ / Monat')).toBeTruthy();
    expect(addon.getByText(DE['subscription.feature.booking'])).toBeTruthy();
    const pack = within(screen.getByRole('article', { name: '1.000 Credits' }));
    expect(pack.getByText('199,00 $')).toBeTruthy();
    expect(pack.getByText('1.000 Credits, einmalig')).toBeTruthy();
    expect(pack.getByRole('button', { name: DE['subscription.buyCredits'] })).toBeTruthy();
    const workflow = screen.getByRole('region', { name: DE['subscription.workflowHeading'] });
    expect(within(workflow).getAllByRole('listitem')).toHaveLength(8);
    expect(await screen.findByText('Der Standard deines Tarifs ist 100. 0 schaltet die Warnung aus.')).toBeTruthy();
    expect(englishShown(ENGLISH, page())).toEqual([]);

    // The warning level: the form's own check in German, then the saved toast in German (the API's is English).
    const field = screen.getByRole('spinbutton', { name: DE['subscription.alerts.label'] });
    await userEvent.clear(field);
    await userEvent.type(field, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gib eine ganze Zahl von 0 bis 100.000 ein')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(DE['subscription.alerts.saved'])).toBeTruthy();

    // Cancelling: the dialog and the outcome in German.
    await userEvent.click(ultimate.getByRole('button', { name: DE['subscription.cancelPlan'] }));
    const dialog = screen.getByRole('dialog', { name: DE['subscription.cancelTitle'] });
    expect(within(dialog).getByText(/^Ultimate bleibt bis zum 15\. Juli 2025 aktiv\./)).toBeTruthy();
    expect(englishShown(ENGLISH, dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: DE['subscription.cancelPlan'] }));
    expect(await screen.findByText(DE['subscription.cancelled'])).toBeTruthy();
    expect(ultimate.getByText('Endet am 15. Juli 2025')).toBeTruthy();
    expect(englishShown(ENGLISH, document.body)).toEqual([]);
  });

  it('Spanish: no English, and a description set in Stripe shows as it came', async () => {
    await speak('es');
    await Promise.all([loadArea(SUBSCRIPTION, 'es'), loadArea(BILLING_AREA, 'es'), loadArea(COMMON, 'es')]);
    const own = 'Nuestro plan estrella, con todo incluido para talleres grandes y con mucho trabajo cada semana del año.';
    open(apiOffers().map((o) => (o.key === 'pro' ? { ...o, description: own } : o)));
    await screen.findByRole('heading', { level: 1, name: ES['subscription.title'] });
    const pro = within(await screen.findByRole('article', { name: 'Pro' }));
    expect(pro.getByText('5 plazas')).toBeTruthy();
    expect(pro.getByText(`${own.slice(0, 100).trimEnd()}...`)).toBeTruthy();
    expect(pro.getByRole('button', { name: ES['subscription.readMore'] })).toBeTruthy();
    expect(screen.getByRole('article', { name: '100 créditos' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Herramienta de gestión del taller' })).toBeTruthy();
    expect(await screen.findByText(ES['subscription.currentPlan'])).toBeTruthy();
    expect(screen.getByText(ES['subscription.alerts.heading'])).toBeTruthy();
    expect(englishShown(ENGLISH, page())).toEqual([]);
  });
});
