import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeadDto } from '@wrapsmith/core/contract';
import { GIVEN_BY_VISITOR, TABLE_MESSAGES } from '@wrapsmith/core';
import { apiError, json, type FakeCall, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp, TEST_API_BASE } from '../../test/render-app.tsx';
import { LEAD_MESSAGES as M } from './lead-messages.ts';
import { HELD_MESSAGES } from './held-leads-panel.tsx';

function lead(overrides: Partial<LeadDto> = {}): LeadDto {
  return {
    _id: 'led_1',
    status: 'new',
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '+1 555 0100',
    preferredDate: '2025-07-04',
    message: 'Can you do the roof in gloss black too?',
    vehicle: { year: 2022, make: 'Toyota', model: 'GR Supra', bodyStyle: 'coupe', source: 'catalogue' },
    film: { id: '3m-g12', brand: '3M', name: 'Gloss Black', code: 'G12', colorCode: '#111111', finish: 'gloss' },
    render: { _id: 'rnd_1', imageUrl: '/api/v1/user/renders/rnd_1/image' },
    withoutPicture: false,
    heldAt: null,
    pageUrl: 'https://reyeswraps.com/quote',
    origin: 'https://reyeswraps.com',
    consentAt: '2025-06-20T15:30:00.000Z',
    createdAt: '2025-06-20T15:30:00.000Z',
    updatedAt: '2025-06-20T15:30:00.000Z',
    ...overrides,
  };
}

const page = (leads: LeadDto[], total = leads.length, pageNo = 1) => json({ data: leads, page: pageNo, pageSize: 25, total });
const owner = makeUser({ accountType: 'paid' });

/** The page asks for held leads too (issue 23 item 7): none unless `held` says otherwise. */
function open(path: string, replies: Record<string, FakeReply>, held: FakeReply = page([])) {
  const leads = replies['GET /user/leads'];
  const answer = (reply: FakeReply | undefined, call: FakeCall) => (typeof reply === 'function' ? reply(call) : (reply ?? page([])));
  return renderApp(path, {
    user: owner,
    replies: { ...replies, 'GET /user/leads': (call) => (new URLSearchParams(call.search).get('held') === '1' ? answer(held, call) : answer(leads, call)) },
  });
}

const leadQueries = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/user/leads' && !c.search.includes('held=')).map((c) => new URLSearchParams(c.search));

describe('Leads page', () => {
  it('lists leads with their render, contact, vehicle, film, preferred date, status and source page', async () => {
    open('/leads', { 'GET /user/leads': page([lead(), lead({ _id: 'led_2', name: 'Sam Ortiz', status: 'quoted', phone: null, render: null, preferredDate: null })]) });
    const table = await screen.findByRole('table', { name: 'Leads' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('img', { name: '2022 Toyota GR Supra in 3M Gloss Black (G12)' }).getAttribute('src')).toBe('/api/v1/user/renders/rnd_1/image');
    expect(first.getByRole('link', { name: 'jordan@example.com' }).getAttribute('href')).toBe('mailto:jordan@example.com');
    expect(first.getByText('+1 555 0100')).toBeTruthy();
    expect(first.getByText('Preferred Jul 4, 2025')).toBeTruthy();
    expect(first.getByText('New')).toBeTruthy();
    expect(first.getByRole('link', { name: 'reyeswraps.com/quote' }).getAttribute('href')).toBe('https://reyeswraps.com/quote');
    const second = within(rows[1] as HTMLElement);
    expect(second.getByRole('img', { name: 'No image' })).toBeTruthy();
    expect(second.getByText('Quoted')).toBeTruthy();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Leads pages' })).toBeNull();
  });

  it('shows the car a visitor typed in for their photo as their words, not a catalogue match, in the table and the lead', async () => {
    const civic = { year: 2015, make: 'Honda', model: 'Civic', bodyStyle: null, source: 'visitor' as const };
    open('/leads', { 'GET /user/leads': page([lead({ vehicle: civic }), lead({ _id: 'led_2', name: 'Sam Ortiz', vehicle: null })]) });
    const table = await screen.findByRole('table', { name: 'Leads' });
    const rows = within(table).getAllByRole('row').slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText(`2015 Honda Civic (${GIVEN_BY_VISITOR})`)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('—')).toBeTruthy();
    await userEvent.click(first.getByRole('button', { name: 'View lead from Jordan Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead from Jordan Lee' });
    expect(within(dialog).getByText(`2015 Honda Civic (${GIVEN_BY_VISITOR})`).tagName).toBe('DD');
  });

  it('marks a lead sent without a picture (the shop was out of credits), in the table and the lead', async () => {
    open('/leads', { 'GET /user/leads': page([lead({ render: null, withoutPicture: true })]) });
    const table = await screen.findByRole('table', { name: 'Leads' });
    const row = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText(M.noPicture)).toBeTruthy();
    await userEvent.click(row.getByRole('button', { name: 'View lead from Jordan Lee' }));
    expect(within(screen.getByRole('dialog', { name: 'Lead from Jordan Lee' })).getByText(M.noPictureDetail)).toBeTruthy();
  });

  it('searches and filters through the query string and starts again at page 1', async () => {
    const { calls } = open('/leads?page=2', { 'GET /user/leads': page([lead()], 60, 2) });
    await screen.findByText('Page 2 of 3 · 60 leads');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads' }), '  supra  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(leadQueries(calls).at(-1)?.toString()).toBe('q=supra'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'booked');
    await waitFor(() => expect(leadQueries(calls).at(-1)?.toString()).toBe('status=booked&q=supra'));
    expect(leadQueries(calls)[0]?.toString()).toBe('page=2');
  });

  it('offers an Export CSV link that carries the current search and status filter but not the page', async () => {
    open('/leads?status=quoted&q=supra&page=2', { 'GET /user/leads': page([lead()], 60, 2) });
    await screen.findByText('Page 2 of 3 · 60 leads');
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe(`${TEST_API_BASE}/user/leads/export.csv?status=quoted&q=supra`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.className).toBe('ws-btn');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`${TEST_API_BASE}/user/leads/export.csv?q=supra`));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search leads' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'dana & sam{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`${TEST_API_BASE}/user/leads/export.csv?q=dana+%26+sam`));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search leads' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`${TEST_API_BASE}/user/leads/export.csv`));
  });

  it('pages through the leads', async () => {
    const { calls } = open('/leads', { 'GET /user/leads': ({ search }) => page([lead()], 30, Number(new URLSearchParams(search).get('page') ?? 1)) });
    await screen.findByText('Page 1 of 2 · 30 leads');
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2 · 30 leads')).toBeTruthy();
    expect(leadQueries(calls).at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('opens a lead and changes its status with a PATCH', async () => {
    const { calls } = open('/leads', {
      'GET /user/leads': page([lead()]),
      'PATCH /user/leads/led_1': ({ body }) => json({ data: lead({ status: (body as { status: LeadDto['status'] }).status }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View lead from Jordan Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead from Jordan Lee' });
    expect(within(dialog).getByRole('img', { name: '2022 Toyota GR Supra wrapped in 3M Gloss Black (G12)' })).toBeTruthy();
    expect(within(dialog).getByText('Can you do the roof in gloss black too?')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'https://reyeswraps.com/quote' })).toBeTruthy();
    expect(within(dialog).getByText(/^Given /)).toBeTruthy();
    expect(within(dialog).getByText(M.workflow)).toBeTruthy();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'quoted');
    expect(await screen.findByText(M.statusSaved('Jordan Lee', 'Quoted'))).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'quoted' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(within(table).getByText('Quoted')).toBeTruthy();
  });

  it('shows the server’s reason when a status change fails', async () => {
    open('/leads', { 'GET /user/leads': page([lead()]), 'PATCH /user/leads/led_1': apiError(404, 'Lead not found', 'NOT_FOUND') });
    await userEvent.click(await screen.findByRole('button', { name: 'View lead from Jordan Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead from Jordan Lee' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'lost');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Lead not found');
  });

  it('says No records found when nothing matches', async () => {
    open('/leads?q=nobody', { 'GET /user/leads': page([]) });
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(within(table).getByText(TABLE_MESSAGES.empty)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search leads' }) as HTMLInputElement).value).toBe('nobody');
  });

  it('offers a retry when the leads cannot be loaded', async () => {
    let fail = true;
    open('/leads', { 'GET /user/leads': () => (fail ? apiError(500, 'Internal error') : page([lead()])) });
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByRole('button', { name: 'View lead from Jordan Lee' })).toBeTruthy();
  });

  it('shows leads held over the caps apart, to release into the list or discard (issue 23 item 7)', async () => {
    let held = [lead({ _id: 'led_h1', name: 'Held One', heldAt: '2025-06-20T15:31:00.000Z' }), lead({ _id: 'led_h2', name: 'Held Two', heldAt: '2025-06-20T15:32:00.000Z' })];
    const { calls } = open(
      '/leads',
      {
        'GET /user/leads': page([lead()]),
        'POST /user/leads/led_h1/release': () => {
          held = held.filter((l) => l._id !== 'led_h1');
          return json({ data: lead({ _id: 'led_h1', name: 'Held One' }), message: 'Lead released: it is in your leads now' });
        },
        'DELETE /user/leads/led_h2': () => {
          held = held.filter((l) => l._id !== 'led_h2');
          return json({ data: { _id: 'led_h2' }, message: 'Held lead discarded' });
        },
      },
      () => page(held),
    );
    const panel = await screen.findByRole('region', { name: HELD_MESSAGES.title(2) });
    expect(within(panel).getByText(HELD_MESSAGES.intro)).toBeTruthy();
    const rows = within(within(panel).getByRole('table', { name: 'Held leads' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const before = leadQueries(calls).length;
    await userEvent.click(within(panel).getByRole('button', { name: HELD_MESSAGES.releaseLabel('Held One') }));
    await screen.findByRole('region', { name: HELD_MESSAGES.title(1) });
    // The Leads list is asked again: the released lead is in it now.
    await waitFor(() => expect(leadQueries(calls).length).toBeGreaterThan(before));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/user/leads/led_h1/release')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: HELD_MESSAGES.discardLabel('Held Two') }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Held for review/ })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/user/leads/led_h2')).toBe(true);
  });

  it('shows no held panel when nothing is held', async () => {
    open('/leads', { 'GET /user/leads': page([lead()]) });
    await screen.findByRole('table', { name: 'Leads' });
    expect(screen.queryByRole('region', { name: /Held for review/ })).toBeNull();
  });
});
