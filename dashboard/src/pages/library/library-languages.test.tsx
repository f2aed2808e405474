// Issue 28 item 1 (decision 101): the vehicle library — its cards, the editor with the photo tool, the checks, the
// delete dialog and the toasts — in German and Spanish with no English sentence of the library area left on screen,
// the sides and body styles in the reader's words, and the API's English messages replaced by the screen's own.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@wrapsmith/core';
import { EMPTY_PAGE, libraryVehicle, makeUser, pageOf } from '../../test/fixtures.ts';
import { json, type FakeReply } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { loadArea } from '../../i18n/area.ts';
import { LIBRARY } from '../../i18n/areas/library/index.ts';
import { LIBRARY_EN } from '../../i18n/areas/library/en.ts';
import DE from '../../i18n/areas/library/de.ts';
import ES from '../../i18n/areas/library/es.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { COMMON_EN } from '../../i18n/areas/common/en.ts';
import { speak } from '../../i18n/locale.ts';
import type { Locale } from '@wrapsmith/core/i18n';

afterEach(() => speak('en'));

const RAV4 = libraryVehicle();
const KANGOO = libraryVehicle({ _id: 'lib_2', year: 2016, make: 'Renault', model: 'Kangoo', bodyStyle: 'van', side: 'left', imageUrl: '/api/v1/user/library/lib_2/image?v=1' });
const MEMBER = makeUser({ _id: 'usr_member', parentId: 'usr_owner1', role: { role: 'member', label: 'Member' } });
const ENGLISH = [...sentencesOf(LIBRARY_EN), ...sentencesOf(COMMON_EN), ...Object.values(LIBRARY_MESSAGES as Record<string, unknown>).filter((m): m is string => typeof m === 'string')];

async function inLanguage(locale: Locale) {
  await speak(locale);
  await loadArea(LIBRARY, locale);
  await loadArea(COMMON, locale);
}

function open(replies: Record<string, FakeReply>, user = makeUser()) {
  return renderApp('/library', { user, replies });
}

describe('issue 28 item 1: the vehicle library in German and Spanish', () => {
  it('the list, the editor with its checks, a save and a delete in German, with no English left', async () => {
    await inLanguage('de');
    let listed = [RAV4, KANGOO];
    const { calls } = open({
      'GET /user/library': () => json(pageOf(listed)),
      'GET /user/tool/get-years': json({ data: { years: [2021] } }),
      'PATCH /user/library/lib_1': ({ body }) => {
        listed = [{ ...RAV4, ...(body as object) }, KANGOO];
        return json({ data: listed[0], message: LIBRARY_MESSAGES.updated });
      },
      'DELETE /user/library/lib_2': () => {
        listed = [listed[0]!];
        return json({ message: LIBRARY_MESSAGES.deleted });
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: DE['library.listLabel'] });
    expect(screen.getByRole('heading', { level: 1, name: DE['library.title'] })).toBeTruthy();
    const cards = within(list).getAllByRole('listitem');
    // Body styles in the Studio's German, sides in the library's; the photo's name keeps German nouns capitalised.
    expect(within(cards[0]!).getByText('Geländewagen · Dreiviertel vorne')).toBeTruthy();
    expect(within(cards[1]!).getByText(/ · Linke Seite$/)).toBeTruthy();
    expect(within(cards[0]!).getByRole('img', { name: '2021 Toyota RAV4, Dreiviertel vorne' })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);

    // Adding: the checks speak German, and so does the photo tool.
    await user.click(screen.getByRole('button', { name: DE['library.add'] }));
    expect(await screen.findByRole('heading', { level: 2, name: DE['library.add'] })).toBe(document.activeElement);
    expect(screen.getByText(DE['library.markPaint'])).toBeTruthy();
    await user.click(screen.getByRole('button', { name: DE['library.save'] }));
    expect(await screen.findByText(DE['library.needPhoto'])).toBeTruthy();
    expect(screen.getByText(DE['library.needVehicle'])).toBeTruthy();
    expect(screen.getByText(DE['library.needSide'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));

    // Editing the side: the sides listed in German, and the API's English "updated" becomes the screen's own toast.
    await user.click(await screen.findByRole('button', { name: '2021 Toyota RAV4 bearbeiten' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2021 Toyota RAV4 bearbeiten' })).toBeTruthy();
    expect(screen.getByText(DE['library.currentVehicle'], { exact: false }).textContent).toContain('(Geländewagen)');
    const side = screen.getByRole('combobox', { name: DE['library.side'] });
    expect(within(side).getAllByRole('option').map((o) => o.textContent)).toEqual([
      DE['library.chooseSide'],
      'Linke Seite',
      'Rechte Seite',
      'Dreiviertel vorne',
      'Dreiviertel hinten',
      'Vorne',
      'Hinten',
    ]);
    expect(englishShown(ENGLISH)).toEqual([]);
    await user.selectOptions(side, 'right');
    await user.click(screen.getByRole('button', { name: DE['library.save'] }));
    expect(await screen.findByText(DE['library.updated'])).toBeTruthy();
    expect(await screen.findByText('Geländewagen · Rechte Seite')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ side: 'right' }]);

    // Deleting: the dialog and the toast in German.
    await user.click(screen.getByRole('button', { name: '2016 Renault Kangoo löschen' }));
    const dialog = await screen.findByRole('dialog', { name: DE['library.deleteTitle'] });
    expect(within(dialog).getByText(/^2016 Renault Kangoo wird aus der Bibliothek entfernt;/)).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: DE['library.delete'] }));
    expect(await screen.findByText(DE['library.deleted'])).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('2016 Renault Kangoo')).toBeNull());
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('the empty library and a member’s read-only view in Spanish', async () => {
    await inLanguage('es');
    const empty = open({ 'GET /user/library': json(EMPTY_PAGE) });
    expect(await screen.findByText(ES['library.emptyTitle'])).toBeTruthy();
    expect(screen.getByText(ES['library.empty'])).toBeTruthy();
    expect(screen.getByText(ES['library.intro'])).toBeTruthy();
    expect(screen.getAllByRole('button', { name: ES['library.add'] }).length).toBeGreaterThan(0);
    expect(englishShown(ENGLISH)).toEqual([]);
    empty.unmount();

    open({ 'GET /user/library': json(pageOf([RAV4])) }, MEMBER);
    const list = await screen.findByRole('list', { name: ES['library.listLabel'] });
    expect(within(list).getByRole('img', { name: '2021 Toyota RAV4, tres cuartos delantero' })).toBeTruthy();
    expect(screen.getByText(ES['library.readOnly'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Editar|Eliminar/ })).toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
  });
});
