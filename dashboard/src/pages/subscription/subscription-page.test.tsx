import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES, permissionsFor } from '@wrapsmith/core';
import { UNEXPECTED_ANSWER_MESSAGE, type PlanDto } from '@wrapsmith/core/contract';
import { OFFLINE_MESSAGES } from '../../api/offline.ts';
import { CREDIT_ALERT_COPY } from './credit-alerts-card.tsx';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { BILLING_COPY, WRAP_SHOP_WORKFLOW } from '../../features/billing/billing-copy.ts';
import { billingOffers, noSubscription } from './billing-fixtures.ts';
import { browserLocation } from '../../lib/browser-location.ts';

const owner = makeUser();
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
const brokenClient = () => Promise.reject(new Error('Unexpected state'));

function open(replies: Record<string, FakeReply> = {}, user = owner) {
  return renderApp('/subscription', {
    user,
    replies: {
      'GET /user/stripe/get-plans': json({ data: { plans: billingOffers() } }),
      'GET /user/stripe/subscriptions': json({ data: noSubscription() }),
      'GET /user/stripe/credit-alerts': json({ data: { lowCreditThreshold: 25, own: null, planDefault: 25 } }),
      ...replies,
    },
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const findCard = (name: string) => screen.findByRole('article', { name });

function stubAssign() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
}

describe('Billing & Subscription page', () => {
  it('lists the plans, the add-on and the credit packs in order with formatted prices, and marks the current plan', async () => {
    open({
      'GET /user/stripe/subscriptions': json({
        data: noSubscription({ priceId: 'local_ultimate', planKey: 'ultimate', status: 'active', currentPeriodEnd: '2025-07-15T12:00:00.000Z' }),
      }),
    });
    await findCard('Basic');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Ultimate',
      'Pro',
      'Shop Management Tool',
      '100 credits',
      '500 credits',
      '1,000 credits',
    ]);
    expect(within(card('Basic')).getByText('79.00 USD / month')).toBeTruthy();
    expect(within(card('Basic')).getByText('250 credits / month')).toBeTruthy();
    // The plan's allowances in a shop's words (decision 064), the numbers the API enforces.
    expect(within(card('Basic')).getByText('Extra images: keep up to 250 photos of your jobs and cars (work-order photos and vehicle library)')).toBeTruthy();
    expect(within(card('Basic')).getByText('Customer design previews: each visitor to your website or share link can try up to 2 designs a day')).toBeTruthy();
    expect(within(card('Basic')).getByText('Download your designs at 1024 px wide')).toBeTruthy();
    expect(within(card('Ultimate')).getByText('Download your designs at up to 2048 px (2K) wide; photos up to their own size, never enlarged')).toBeTruthy();
    expect(within(card('Pro')).getByText('Extra images: keep up to 2,000 photos of your jobs and cars (work-order photos and vehicle library)')).toBeTruthy();
    expect(within(card('Pro')).getByText('Download your designs at up to 4096 px (4K) wide; photos up to their own size, never enlarged')).toBeTruthy();
    expect(within(card('Pro')).getByText('249.00 USD / month')).toBeTruthy();
    expect(within(card('Pro')).getByText('2,500 credits / month')).toBeTruthy();
    expect(within(card('Shop Management Tool')).getByText('49.99 USD / month')).toBeTruthy();
    expect(within(card('100 credits')).getByText('29.00 USD')).toBeTruthy();
    expect(within(card('100 credits')).getByRole('button', { name: BILLING_COPY.buyCredits })).toBeTruthy();

    const ultimate = within(await findCard('Ultimate'));
    expect(await ultimate.findByText(BILLING_COPY.currentPlan)).toBeTruthy();
    expect(ultimate.getByText('Renews on July 15, 2025')).toBeTruthy();
    expect(ultimate.getByRole('button', { name: BILLING_COPY.cancelPlan })).toBeTruthy();
    expect(ultimate.queryByRole('button', { name: BILLING_COPY.choosePlan })).toBeNull();
    expect(within(card('Basic')).queryByText(BILLING_COPY.currentPlan)).toBeNull();
    expect(within(card('Basic')).getByRole('button', { name: BILLING_COPY.choosePlan })).toBeTruthy();

    const workflow = screen.getByRole('region', { name: BILLING_COPY.workflowHeading });
    expect(within(workflow).getAllByRole('listitem')).toHaveLength(WRAP_SHOP_WORKFLOW.length);
    // Only what exists (issue 22); notifications (issue 26) and history and warranties (issue 27) now do.
    expect(workflow.textContent).toMatch(/Customer notifications by email and text message/);
    expect(workflow.textContent).toMatch(/warranty certificates/);
  });

  it('cuts a long description at 100 characters with Read More / Show Less', async () => {
    const description = `${'Every panel of the car, previewed in the exact film. '.repeat(3)}The end.`;
    const plans = billingOffers().map((o) => (o.key === 'pro' ? { ...o, description } : o));
    open({ 'GET /user/stripe/get-plans': json({ data: { plans } }) });
    const pro = within(await findCard('Pro'));
    expect(pro.getByText(`${description.slice(0, 100).trimEnd()}...`)).toBeTruthy();
    expect(pro.queryByText(description)).toBeNull();
    const toggle = pro.getByRole('button', { name: BILLING_MESSAGES.readMore });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(pro.getByText(description)).toBeTruthy();
    await userEvent.click(pro.getByRole('button', { name: BILLING_MESSAGES.showLess }));
    expect(pro.queryByText(description)).toBeNull();
    expect(within(card('Shop Management Tool')).queryByRole('button', { name: BILLING_MESSAGES.readMore })).toBeNull();
  });

  it('shows Processing... on the chosen offer, then sends the browser to the checkout URL', async () => {
    const assign = stubAssign();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = open({ 'POST /user/stripe/checkout-session': () => new Promise((resolve) => (answer = resolve)) });
    await userEvent.click(within(await findCard('Basic')).getByRole('button', { name: BILLING_COPY.choosePlan }));

    const busy = within(card('Basic')).getByRole('button', { name: BILLING_MESSAGES.processing }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((within(card('Pro')).getByRole('button', { name: BILLING_COPY.choosePlan }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.path === '/user/stripe/checkout-session')?.body).toEqual({ priceId: 'local_basic' });

    answer(json({ data: { url: 'http://localhost/billing/checkout/cs_local_1' } }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/billing/checkout/cs_local_1'));
    expect(busy.textContent).toBe(BILLING_MESSAGES.processing);
  });

  it('lets the owner set the low-credit warning level, checking it first', async () => {
    const { calls } = open({
      'PUT /user/stripe/credit-alerts': json({ data: { lowCreditThreshold: 40, own: 40, planDefault: 25 }, message: 'Credit warning saved' }),
    });
    const field = await screen.findByRole<HTMLInputElement>('spinbutton', { name: CREDIT_ALERT_COPY.label });
    expect(field.value).toBe('25');
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await userEvent.click(screen.getByRole('button', { name: CREDIT_ALERT_COPY.save }));
    expect(await screen.findByText(CREDIT_ALERT_COPY.invalid)).toBeTruthy();
    expect(calls.some((c) => c.path === '/user/stripe/credit-alerts' && c.method === 'PUT')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.click(screen.getByRole('button', { name: CREDIT_ALERT_COPY.save }));
    await waitFor(() => expect(calls.find((c) => c.path === '/user/stripe/credit-alerts' && c.method === 'PUT')?.body).toEqual({ lowCreditThreshold: 40 }));
    expect(await screen.findByRole('button', { name: CREDIT_ALERT_COPY.useDefault })).toBeTruthy();
  });

  it('buys a credit pack with its own price id', async () => {
    const assign = stubAssign();
    const { calls } = open({ 'POST /user/stripe/checkout-session': json({ data: { url: 'https://checkout.stripe.com/c/pay/cs_1' } }) });
    await userEvent.click(within(await findCard('500 credits')).getByRole('button', { name: BILLING_COPY.buyCredits }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    expect(calls.find((c) => c.path === '/user/stripe/checkout-session')?.body).toEqual({ priceId: 'local_credits_500' });
  });

  it('disables the add-on as Add on Active for an addon_access_paid account', async () => {
    open({}, makeUser({ accountType: 'addon_access_paid', addonInfo: { name: 'Shop Management Tool', activatedAt: '2025-06-01T00:00:00.000Z' } }));
    const addon = within(await findCard('Shop Management Tool'));
    const button = addon.getByRole('button', { name: BILLING_MESSAGES.addonActive }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(addon.queryByRole('button', { name: BILLING_COPY.addAddon })).toBeNull();
  });

  it('offers the add-on to a shop without it', async () => {
    stubAssign();
    const { calls } = open({ 'POST /user/stripe/checkout-session': json({ data: { url: 'http://localhost/billing/checkout/cs_2' } }) });
    await userEvent.click(within(await findCard('Shop Management Tool')).getByRole('button', { name: BILLING_COPY.addAddon }));
    await waitFor(() => expect(calls.find((c) => c.path === '/user/stripe/checkout-session')?.body).toEqual({ priceId: 'local_crm' }));
  });

  it('says Contact us for pricing for a plan without a price', async () => {
    const plans = billingOffers().map((o): PlanDto => (o.key === 'pro' ? { ...o, default_price: null, prices: [] } : o));
    open({ 'GET /user/stripe/get-plans': json({ data: { plans } }) });
    const pro = within(await findCard('Pro'));
    expect(pro.getByText(BILLING_MESSAGES.contactForPricing)).toBeTruthy();
    expect(pro.getByRole('link', { name: BILLING_COPY.contactUs }).getAttribute('href')).toBe('/contact');
    expect(pro.queryByRole('button', { name: BILLING_COPY.choosePlan })).toBeNull();
  });

  it('cancels the plan after a confirmation, and keeps it when told to', async () => {
    const active = noSubscription({ priceId: 'local_basic', planKey: 'basic', status: 'active', currentPeriodEnd: '2025-07-15T12:00:00.000Z' });
    const { calls } = open({
      'GET /user/stripe/subscriptions': json({ data: active }),
      'POST /user/stripe/cancel-subscription': json({ data: { ...active, status: 'canceling' }, message: BILLING_MESSAGES.cancelled }),
    });
    const cancelButton = await within(await findCard('Basic')).findByRole('button', { name: BILLING_COPY.cancelPlan });

    await userEvent.click(cancelButton);
    let dialog = screen.getByRole('dialog', { name: BILLING_COPY.cancelTitle });
    expect(within(dialog).getByText(BILLING_COPY.cancelBody('Basic', active.currentPeriodEnd))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: BILLING_COPY.keepPlan }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path === '/user/stripe/cancel-subscription')).toBe(false);

    await userEvent.click(cancelButton);
    dialog = screen.getByRole('dialog', { name: BILLING_COPY.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: BILLING_COPY.cancelPlan }));
    expect(await screen.findByText(BILLING_MESSAGES.cancelled)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/user/stripe/cancel-subscription')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const basic = within(card('Basic'));
    expect(basic.getByText('Ends on July 15, 2025')).toBeTruthy();
    expect(basic.queryByRole('button', { name: BILLING_COPY.cancelPlan })).toBeNull();
  });

  it('shows why a cancellation failed inside the dialog', async () => {
    const active = noSubscription({ priceId: 'local_basic', planKey: 'basic', status: 'active', currentPeriodEnd: '2025-07-15T12:00:00.000Z' });
    open({
      'GET /user/stripe/subscriptions': json({ data: active }),
      'POST /user/stripe/cancel-subscription': apiError(409, BILLING_MESSAGES.noSubscription, 'CONFLICT'),
    });
    await userEvent.click(await within(await findCard('Basic')).findByRole('button', { name: BILLING_COPY.cancelPlan }));
    const dialog = screen.getByRole('dialog', { name: BILLING_COPY.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: BILLING_COPY.cancelPlan }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(BILLING_MESSAGES.noSubscription);
  });

  describe('error messages', () => {
    it.each([
      ['an error answer', apiError(500, 'Internal error'), BILLING_MESSAGES.plansFailed],
      ['no connection', networkDown, OFFLINE_MESSAGES.list],
      ['an exception', brokenClient, BILLING_MESSAGES.plansUnexpected],
      ['a 403', apiError(403, BILLING_MESSAGES.ownerOnly, 'FORBIDDEN'), BILLING_MESSAGES.ownerOnly],
    ] as const)('plans: %s', async (_case, reply, message) => {
      open({ 'GET /user/stripe/get-plans': reply });
      expect((await screen.findByRole('alert')).textContent).toBe(message);
    });

    it('plans: an answer without plans, refused by the reader with the field at fault in the console', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      open({ 'GET /user/stripe/get-plans': json({ data: {} }) });
      expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.plansFailed);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Unexpected answer from /), [expect.objectContaining({ path: 'data.plans' })]);
    });

    it('loads the plans and the subscription again by itself when the connection returns', async () => {
      let online = false;
      const offlineUntilBack = (reply: ReturnType<typeof json>): FakeReply => () => (online ? reply : networkDown());
      open({
        'GET /user/stripe/get-plans': offlineUntilBack(json({ data: { plans: billingOffers() } })),
        'GET /user/stripe/subscriptions': offlineUntilBack(json({ data: noSubscription() })),
      });
      // Said once, where the plans go, though the subscription failed too.
      await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([OFFLINE_MESSAGES.list]));
      online = true;
      window.dispatchEvent(new Event('online'));
      expect(await findCard('Basic')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    });

    it('retries loading the plans', async () => {
      let fail = true;
      open({ 'GET /user/stripe/get-plans': () => (fail ? apiError(500, 'Internal error') : json({ data: { plans: billingOffers() } })) });
      expect(await screen.findByText(BILLING_MESSAGES.plansFailed)).toBeTruthy();
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: BILLING_COPY.retry }));
      expect(await findCard('Basic')).toBeTruthy();
      expect(screen.queryByText(BILLING_MESSAGES.plansFailed)).toBeNull();
    });

    it.each([
      ['an error answer', apiError(500, 'Internal error'), BILLING_MESSAGES.subscriptionFailed],
      ['no connection', networkDown, OFFLINE_MESSAGES.list],
      ['an exception', brokenClient, BILLING_MESSAGES.subscriptionUnexpected],
    ] as const)('subscription: %s, while the plans stay on sale', async (_case, reply, message) => {
      open({ 'GET /user/stripe/subscriptions': reply });
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      expect(within(await findCard('Basic')).getByRole('button', { name: BILLING_COPY.choosePlan })).toBeTruthy();
    });

    it('checkout: Invalid price data. when the price has no id, without calling the server', async () => {
      const plans = billingOffers().map((o): PlanDto => (o.key === 'basic' ? { ...o, default_price: null, prices: o.prices.map((p) => ({ ...p, id: '' })) } : o));
      const { calls } = open({ 'GET /user/stripe/get-plans': json({ data: { plans } }) });
      await userEvent.click(within(await findCard('Basic')).getByRole('button', { name: BILLING_COPY.choosePlan }));
      expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.invalidPrice);
      expect(calls.some((c) => c.path === '/user/stripe/checkout-session')).toBe(false);
    });

    it.each([
      ["the server's message", apiError(409, BILLING_MESSAGES.alreadySubscribed, 'CONFLICT'), BILLING_MESSAGES.alreadySubscribed],
      ["the server's 403", apiError(403, BILLING_MESSAGES.ownerOnly, 'FORBIDDEN'), BILLING_MESSAGES.ownerOnly],
      ['an answer without a message', { status: 500, body: {} }, BILLING_MESSAGES.generic],
      ['no connection', networkDown, OFFLINE_MESSAGES.action],
      ['an exception', brokenClient, BILLING_MESSAGES.generic],
    ] as const)('checkout: %s, in the card of the offer clicked', async (_case, reply, message) => {
      const assign = stubAssign();
      open({ 'POST /user/stripe/checkout-session': reply });
      await userEvent.click(within(await findCard('Basic')).getByRole('button', { name: BILLING_COPY.choosePlan }));
      expect((await within(card('Basic')).findByRole('alert')).textContent).toBe(message);
      expect(assign).not.toHaveBeenCalled();
      expect((within(card('Basic')).getByRole('button', { name: BILLING_COPY.choosePlan }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('checkout: an answer without a url, refused by the reader: its reload sentence in the card, the browser stays', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const assign = stubAssign();
      open({ 'POST /user/stripe/checkout-session': json({ data: {} }) });
      await userEvent.click(within(await findCard('Basic')).getByRole('button', { name: BILLING_COPY.choosePlan }));
      expect((await within(card('Basic')).findByRole('alert')).textContent).toBe(UNEXPECTED_ANSWER_MESSAGE);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Unexpected answer from /), [expect.objectContaining({ path: 'data.url' })]);
      expect(assign).not.toHaveBeenCalled();
      expect((within(card('Basic')).getByRole('button', { name: BILLING_COPY.choosePlan }) as HTMLButtonElement).disabled).toBe(false);
    });
  });

  it('lets a role that may see billing see the plans but not buy: the note, buy buttons disabled, no cancel', async () => {
    const permissions = { ...permissionsFor('member'), billing: 'view' as const };
    const member = makeUser({ role: { role: 'member', label: 'Member' }, parentId: 'usr_owner1', accountType: 'paid', permissions });
    const { calls } = open({}, member);
    expect(await screen.findByText(BILLING_MESSAGES.ownerOnly)).toBeTruthy();
    const pack = within(await findCard('500 credits')).getByRole('button', { name: BILLING_COPY.buyCredits }) as HTMLButtonElement;
    expect(pack.disabled).toBe(true);
    await userEvent.click(pack);
    expect(calls.some((c) => c.path === '/user/stripe/checkout-session')).toBe(false);
    expect(screen.queryByRole('button', { name: BILLING_COPY.cancelPlan })).toBeNull();
  });

  it('is not open to a Shop Manager (spec §6)', async () => {
    const { router } = open({}, makeUser({ role: { role: 'shop-man', label: 'Shop Manager' }, parentId: 'usr_owner1', accountType: 'paid' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
