import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@wrapsmith/core';
import { apiError, json, type FakeReply } from '../../test/fake-fetch.ts';
import { EMPTY_PAGE, libraryVehicle, makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { LIBRARY_PAGE_MESSAGES as M } from './library-messages.ts';

const RAV4 = libraryVehicle();
const KANGOO = libraryVehicle({ _id: 'lib_2', year: 2016, make: 'Renault', model: 'Kangoo', bodyStyle: 'van', imageUrl: '/api/v1/user/library/lib_2/image?v=1' });
const MEMBER = makeUser({ _id: 'usr_member', parentId: 'usr_owner1', role: { role: 'member', label: 'Member' } });

function open(replies: Record<string, FakeReply>, user = makeUser()) {
  return renderApp('/library', { user, replies });
}

describe('Vehicle library page', () => {
  it('lists the shop’s vehicles as photo cards with their tags', async () => {
    open({ 'GET /user/library': json(pageOf([RAV4, KANGOO])) });
    expect(await screen.findByRole('heading', { level: 1, name: LIBRARY_MESSAGES.title })).toBeTruthy();
    const list = await screen.findByRole('list', { name: M.listLabel });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.wlib-card__car')?.textContent)).toEqual(['2021 Toyota RAV4', '2016 Renault Kangoo']);
    expect(within(cards[0]!).getByText('SUV · Front three-quarter')).toBeTruthy();
    const photo = within(cards[0]!).getByRole<HTMLImageElement>('img', { name: '2021 Toyota RAV4, front three-quarter' });
    expect(photo.getAttribute('src')).toBe(RAV4.imageUrl);
    expect(within(cards[0]!).getByRole('button', { name: 'Edit 2021 Toyota RAV4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: LIBRARY_MESSAGES.add })).toBeTruthy();
  });

  it('says what the library is for when it is empty, with the way to add the first vehicle', async () => {
    open({ 'GET /user/library': json(EMPTY_PAGE) });
    expect(await screen.findByText(M.emptyTitle)).toBeTruthy();
    expect(screen.getByText(LIBRARY_MESSAGES.empty)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: LIBRARY_MESSAGES.add }).length).toBeGreaterThan(0);
  });

  it('shows a failed load with Try again, which loads it again', async () => {
    let calls = 0;
    open({ 'GET /user/library': () => (++calls === 1 ? apiError(500, 'Boom') : json(pageOf([RAV4]))) });
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByText('2021 Toyota RAV4')).toBeTruthy();
  });

  it('shows a member the library without changes: no Add, Edit or Delete, and says who may change it', async () => {
    open({ 'GET /user/library': json(pageOf([RAV4])) }, MEMBER);
    expect(await screen.findByText('2021 Toyota RAV4')).toBeTruthy();
    expect(screen.getByText(LIBRARY_MESSAGES.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: LIBRARY_MESSAGES.add })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('deletes a vehicle after the confirmation, and loads the list again', async () => {
    let listed = [RAV4, KANGOO];
    const { calls } = open({
      'GET /user/library': () => json(pageOf(listed)),
      'DELETE /user/library/lib_2': () => {
        listed = [RAV4];
        return json({ message: LIBRARY_MESSAGES.deleted });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete 2016 Renault Kangoo' }));
    const dialog = await screen.findByRole('dialog', { name: LIBRARY_MESSAGES.deleteTitle });
    expect(within(dialog).getByText(LIBRARY_MESSAGES.deleteBody('2016 Renault Kangoo'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: M.delete }));
    await waitFor(() => expect(screen.queryByText('2016 Renault Kangoo')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/user/library/lib_2']);
  });

  it('asks for the photo, the vehicle and the side before it sends a new vehicle', async () => {
    const { calls } = open({ 'GET /user/library': json(EMPTY_PAGE), 'GET /user/tool/get-years': json({ data: { years: [2021] } }) });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: LIBRARY_MESSAGES.add }))[0]!);
    expect(await screen.findByRole('heading', { level: 2, name: M.addTitle })).toBe(document.activeElement);
    await user.click(screen.getByRole('button', { name: LIBRARY_MESSAGES.save }));
    expect(await screen.findByText(M.needPhoto)).toBeTruthy();
    expect(screen.getByText(M.needVehicle)).toBeTruthy();
    expect(screen.getByText(M.needSide)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/user/library')).toBe(false);
    await user.click(screen.getByRole('button', { name: M.cancel }));
    expect(await screen.findByText(M.emptyTitle)).toBeTruthy();
  });

  it('edits the side alone: only the side is sent, the photo and its marked paint stay', async () => {
    let listed = [RAV4];
    const { calls } = open({
      'GET /user/library': () => json(pageOf(listed)),
      'PATCH /user/library/lib_1': ({ body }) => {
        listed = [{ ...RAV4, ...(body as object) }];
        return json({ data: listed[0], message: LIBRARY_MESSAGES.updated });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit 2021 Toyota RAV4' }));
    expect(await screen.findByRole('heading', { level: 2, name: M.editTitle('2021 Toyota RAV4') })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: LIBRARY_MESSAGES.side }), 'right');
    await user.click(screen.getByRole('button', { name: LIBRARY_MESSAGES.save }));
    expect(await screen.findByText('SUV · Right side')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ side: 'right' }]);
  });
});
