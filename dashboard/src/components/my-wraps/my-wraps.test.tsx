import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RenderDto } from '@wrapsmith/core/contract';
import { ApiProvider, createApi } from '../../api/index.ts';
import { apiError, fakeFetch, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeRender } from '../../test/fixtures.ts';
import { MyWraps } from './my-wraps.tsx';

function page(renders: RenderDto[], total = renders.length, pageNumber = 1) {
  return json({ data: { renders, page: pageNumber, pageSize: 24, total } });
}

function mount(replies: Record<string, FakeReply>) {
  const fake = fakeFetch(replies);
  const api = createApi({ fetch: fake.fetch, baseUrl: 'http://localhost/api/v1' });
  render(
    <ApiProvider api={api}>
      <MemoryRouter>
        <MyWraps />
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake.calls;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('My Wraps', () => {
  it('lists each tab from the API, with a Generate Now link to /tool', async () => {
    const calls = mount({
      'GET /user/renders': ({ search }) =>
        new URLSearchParams(search).get('tab') === 'drafts' ? page([makeRender('r1')]) : page([]),
    });
    expect(screen.getByRole('link', { name: 'Generate Now' }).getAttribute('href')).toBe('/tool');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Saved', 'Lead Sent', 'Drafts', 'All']);
    expect(await screen.findByText('No wraps here yet')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Drafts' }));
    const article = await card('2024 Tesla Model 3');
    const image = within(article).getByRole<HTMLImageElement>('img', { name: '2024 Tesla Model 3 wrapped in 3M Gloss Black (G12)' });
    expect(image.getAttribute('src')).toBe('/api/v1/user/renders/r1/image');
    expect(within(article).getByText('3M Gloss Black (G12)')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/api/v1/user/renders/r1/image?download=1&size=1024');
    // Without a plan, 2K and 4K say which plan brings them, and cannot be picked (decision 064).
    const sizes = within(article).getByRole<HTMLSelectElement>('combobox', { name: 'Download size' });
    expect([...sizes.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['1024 px', false],
      ['2048 px (2K) — Ultimate plan', true],
      ['4096 px (4K) — Pro plan', true],
    ]);
    expect(calls.map((c) => c.search)).toEqual(['?tab=saved&page=1', '?tab=drafts&page=1']);
  });

  it('saves a draft', async () => {
    const calls = mount({
      'GET /user/renders': page([makeRender('r1')]),
      'POST /user/renders/r1/save': json({ data: makeRender('r1', { status: 'saved' }) }),
    });
    const article = await card('2024 Tesla Model 3');
    await userEvent.setup().click(within(article).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(article).queryByRole('button', { name: 'Save' })).toBeNull());
    expect(within(article).getByText('Saved')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/user/renders/r1/save')).toBe(true);
  });

  it('deletes only after the confirmation', async () => {
    const calls = mount({
      'GET /user/renders': page([makeRender('r1'), makeRender('r2', { vehicle: { year: 2020, make: 'Ford', model: 'Mustang', bodyStyle: 'coupe' } })]),
      'DELETE /user/renders/r1': json({ message: 'Render deleted' }),
    });
    const user = userEvent.setup();
    const article = await card('2024 Tesla Model 3');
    await user.click(within(article).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this wrap?' })).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(article).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this wrap?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '2024 Tesla Model 3' })).toBeNull());
    expect(screen.getByRole('article', { name: '2020 Ford Mustang' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/user/renders/r1']);
  });

  it('loads more pages until the total is shown', async () => {
    const first = Array.from({ length: 24 }, (_, i) => makeRender(`a${i}`));
    mount({
      'GET /user/renders': ({ search }) =>
        new URLSearchParams(search).get('page') === '2' ? page([makeRender('b0', { vehicle: null })], 25, 2) : page(first, 25),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 24 of 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Customer photo' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says why a tab failed to load and retries', async () => {
    let fail = true;
    mount({
      'GET /user/renders': () => (fail ? apiError(500, 'Database is busy') : page([makeRender('r1')])),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database is busy');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('2024 Tesla Model 3')).toBeTruthy();
  });
});
