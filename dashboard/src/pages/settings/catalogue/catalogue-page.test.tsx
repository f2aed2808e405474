import { permissionsFor } from '@wrapsmith/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandDto, FilmDto, FilmGroupDto } from '@wrapsmith/core/contract';
import { ApiProvider, createApi } from '../../../api/index.ts';
import { appRoutes } from '../../../routes/routes.tsx';
import { useSession } from '../../../stores/session.ts';
import { apiError, fakeFetch, json, type FakeReply } from '../../../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser } from '../../../test/fixtures.ts';
import { CATALOGUE_MESSAGES as M } from './catalogue-messages.ts';

const BRANDS: BrandDto[] = [
  { id: '3m', name: '3M', productLine: '2080', filmCount: 2 },
  { id: 'kpmf', name: 'KPMF', productLine: 'K75400', filmCount: 0 },
];

function film(overrides: Partial<FilmDto>): FilmDto {
  return { id: '3m-g13', brandId: '3m', name: 'Gloss Hot Rod Red', code: 'G13', colorCode: '#b01e23', finish: 'gloss', secondaryHex: null, custom: false, ...overrides };
}

const HOT_ROD = film({});
const MATTE_BLACK = film({ id: '3m-m12', name: 'Matte Black (M12)', code: 'M12', colorCode: '#1c1c1c', finish: 'matte' });
const TEAL = film({ id: 'cf_teal', brandId: 'custom', name: 'Shop Teal', code: 'ST1', colorCode: '#0f8b8d', custom: true });

const groups = (...films: FilmDto[]): FilmGroupDto[] =>
  [...new Set(films.map((f) => f.finish))].map((finish) => ({ finish, label: finish[0]!.toUpperCase() + finish.slice(1), films: films.filter((f) => f.finish === finish) }));

const filmsReply = (custom: FilmDto[]): FakeReply => ({ search }) => {
  const brand = new URLSearchParams(search).get('brand') ?? '';
  const names: Record<string, string> = { '3m': '3M', kpmf: 'KPMF', 'avery-dennison': 'Avery Dennison', custom: 'Custom colours' };
  const list = brand === '3m' ? groups(HOT_ROD, MATTE_BLACK) : brand === 'custom' ? groups(...custom) : [];
  return json({ data: { brand: { id: brand, name: names[brand] ?? brand }, groups: list } });
};

/** The shared fake fetch reads JSON bodies only; the swatch upload is multipart, so it is answered here. */
function open({ replies = {}, custom = [TEAL], owner = true, swatch }: { replies?: Record<string, FakeReply>; custom?: FilmDto[]; owner?: boolean; swatch?: { status?: number; body: unknown } } = {}) {
  // Not the owner: a Member the owner let see the settings (decision 062), who may not change them.
  const user = owner ? makeUser() : makeUser({ _id: 'usr_member', parentId: 'usr_owner1', role: { role: 'member', label: 'Member' }, permissions: { ...permissionsFor('member'), settings: 'view' } });
  useSession.setState({ currentUser: user });
  const fake = fakeFetch({
    'GET /auth/user-info': json({ data: { user } }),
    'GET /user/notifications': json({ ...EMPTY_PAGE, unreadCount: 0 }),
    'GET /user/tool/brands': json({ data: BRANDS }),
    'GET /user/tool/films': filmsReply(custom),
    'GET /user/catalog/settings': owner ? json({ data: { hiddenBrands: ['avery-dennison'], hiddenFilms: [] } }) : apiError(403, 'Forbidden', 'FORBIDDEN'),
    ...replies,
  });
  const uploads: FormData[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/user/films/swatch')) return fake.fetch(request);
    uploads.push(await request.formData());
    const { status = 200, body } = swatch ?? { body: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApi({ fetch: fetchImpl as typeof fetch, baseUrl: 'http://localhost/api/v1' });
  const router = createMemoryRouter(appRoutes({ scrollRestoration: false }), { initialEntries: ['/settings/catalogue'] });
  render(
    <ApiProvider api={api}>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  return { calls: fake.calls, uploads };
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:swatch');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

describe('Settings → Catalogue', () => {
  it('is a tab of Settings', async () => {
    open();
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('link', { name: 'Catalogue' }).getAttribute('href')).toBe('/settings/catalogue');
  });

  it('saves the hidden brands and films as the whole lists the server replaces', async () => {
    const { calls } = open({
      replies: { 'PUT /user/catalog/settings': ({ body }) => json({ data: body, message: 'Catalogue saved' }) },
    });
    const form = await screen.findByRole('form', { name: 'Brands and films offered' });
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Avery Dennison' }).checked).toBe(false);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Avery Dennison' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'KPMF' }));
    // KPMF has no built-in catalogue here: nothing to expand.
    expect(within(form).queryByRole('button', { name: 'Show KPMF films' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Show 3M films' }));
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Matte Black (M12)' }));
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Gloss Hot Rod Red (G13)' }).checked).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Save catalogue' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ hiddenBrands: ['kpmf'], hiddenFilms: ['3m-m12'] });
    expect(await screen.findByText('Catalogue saved')).toBeTruthy();
  });

  it('keeps a hidden film listed by its code so the owner can offer it again', async () => {
    const { calls } = open({
      replies: {
        'GET /user/catalog/settings': json({ data: { hiddenBrands: [], hiddenFilms: ['3m-2080-g12'] } }),
        'PUT /user/catalog/settings': ({ body }) => json({ data: body, message: 'Catalogue saved' }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Brands and films offered' });
    await userEvent.click(within(form).getByRole('button', { name: 'Show 3M films' }));
    const hidden = await within(form).findByRole<HTMLInputElement>('checkbox', { name: '2080-G12' });
    expect(hidden.checked).toBe(false);
    await userEvent.click(hidden);
    await userEvent.click(within(form).getByRole('button', { name: 'Save catalogue' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ hiddenBrands: [], hiddenFilms: [] }));
  });

  it('shows team members the offer read-only, without asking for the owner-only settings', async () => {
    const { calls } = open({ owner: false });
    const form = await screen.findByRole('form', { name: 'Brands and films offered' });
    expect(screen.getByText(M.readOnly)).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: '3M' }).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save catalogue' })).toBeNull();
    expect(calls.some((c) => c.path === '/user/catalog/settings')).toBe(false);
    // Custom colours are the owner's or a Shop Manager's to add and delete; a member sees them only.
    expect(screen.getByText(M.coloursReadOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add colour' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('shows an error with a retry when the catalogue does not load', async () => {
    open({ replies: { 'GET /user/tool/brands': apiError(500, 'Boom') } });
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.retry })).toBeTruthy();
  });

  it('validates a new colour, then posts it and lists it', async () => {
    const added = film({ id: 'cf_new', brandId: 'custom', name: 'Fleet Orange', code: '', colorCode: '#ff8800', finish: 'satin', custom: true });
    const { calls } = open({ custom: [], replies: { 'POST /user/films': json({ data: added, message: 'Colour saved' }, 201) } });
    expect(await screen.findByText(M.noCustom)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add colour' });
    await userEvent.type(within(form).getByLabelText('Hex code'), '#ff88zz');
    await userEvent.click(within(form).getByRole('button', { name: 'Add colour' }));
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Colour must be a hex code like #1a2b3c')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Colour name'), 'Fleet Orange');
    await userEvent.selectOptions(within(form).getByLabelText('Finish'), 'Satin');
    await userEvent.clear(within(form).getByLabelText('Hex code'));
    await userEvent.type(within(form).getByLabelText('Hex code'), '#F80');
    await userEvent.click(within(form).getByRole('button', { name: 'Add colour' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Fleet Orange', code: '', hex: '#ff8800', finish: 'satin' }));
    const table = await screen.findByRole('table', { name: 'Your custom colours' });
    expect(within(table).getByText('Fleet Orange')).toBeTruthy();
    expect(screen.queryByText(M.noCustom)).toBeNull();
  });

  it('deletes a custom colour only after the confirmation', async () => {
    const { calls } = open({ replies: { 'DELETE /user/films/cf_teal': json({ message: 'Colour deleted' }) } });
    const table = await screen.findByRole('table', { name: 'Your custom colours' });
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Shop Teal (ST1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this colour?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Shop Teal (ST1)' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete colour' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/user/films/cf_teal']));
    expect(await screen.findByText(M.noCustom)).toBeTruthy();
  });

  it('derives a colour from a swatch photo, names the closest film and fills the form with it', async () => {
    const { uploads } = open({ swatch: { body: { data: { hex: '#b3202a', nearest: { ...HOT_ROD, distance: 1.8 } } } } });
    const input = await screen.findByLabelText<HTMLInputElement>('Swatch photo');
    expect(input.accept).toBe('image/*');
    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'swatch.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText('Closest: 3M Gloss Hot Rod Red (G13)')).toBeTruthy();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Your swatch photo' }).src).toBe('blob:swatch');
    expect(uploads[0]?.get('image')).toBeInstanceOf(File);
    await userEvent.click(screen.getByRole('button', { name: 'Use this colour' }));
    expect(screen.getByLabelText<HTMLInputElement>('Hex code').value).toBe('#b3202a');
  });

  it('says inline when the photo is not an image or the server refuses it', async () => {
    const { uploads } = open({ swatch: apiError(413, 'The image is too large. The limit is 5 MB.', 'PAYLOAD_TOO_LARGE') });
    const input = await screen.findByLabelText<HTMLInputElement>('Swatch photo');
    await userEvent.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByText(M.swatchNotImage)).toBeTruthy();
    expect(uploads).toHaveLength(0);

    await userEvent.upload(input, new File([new Uint8Array(16)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is too large. The limit is 5 MB.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use this colour' })).toBeNull();
  });
});
