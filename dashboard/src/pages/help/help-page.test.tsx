// Support & Help (/help): the ticket form and the FAQ in English, and (issue 28 item 1, decision 101) in German with
// no English sentence of the help area left: the headings, the fields, their checks, the sent note and every answer.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { HELP_FAQ, HELP_FAQ_IDS } from '../../content/help-faq.ts';
import { loadArea } from '../../i18n/area.ts';
import { HELP } from '../../i18n/areas/help/index.ts';
import { HELP_EN } from '../../i18n/areas/help/en.ts';
import DE from '../../i18n/areas/help/de.ts';
import { speak } from '../../i18n/locale.ts';

afterEach(() => speak('en'));

// German changes every sentence of the area.
const ENGLISH = sentencesOf(HELP_EN);
const SENT_BY_API = 'Thanks! Your ticket #42 is in, we reply within a day.';

// The ticket as the API answers it (201): the one stored, and its sentence.
const TICKET = { _id: 'tkt_42', subject: 'Invoice question', message: 'Where do I find last month’s invoice?', status: 'open', createdAt: '2030-01-01T12:00:00.000Z' };

function open() {
  return renderApp('/help', { user: makeUser(), replies: { 'POST /user/support-tickets': json({ data: { ticket: TICKET }, message: SENT_BY_API }, 201) } });
}

async function openEveryAnswer() {
  const user = userEvent.setup();
  for (const question of screen.getAllByRole('button', { expanded: false })) await user.click(question);
  return user;
}

describe('Support & Help', () => {
  it('in English: checks the ticket, sends it with the API’s words, and answers the six questions', async () => {
    const { calls } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Support & Help' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Invoice question');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Where do I find last month’s invoice?');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText(SENT_BY_API)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ subject: 'Invoice question', message: 'Where do I find last month’s invoice?' }]);
    const faq = screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).parentElement as HTMLElement;
    expect(within(faq).getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace(/[+−]$/, ''))).toEqual(HELP_FAQ.map((e) => e.question));
    // The team answer says what the Team Members panel does today: an email invite, not a password set for them.
    await openEveryAnswer();
    expect(screen.getByText(HELP_EN['help.faq.team.a'])).toBeTruthy();
  });

  it('in German: the form, its checks, the sent note and every answer, with no English left', async () => {
    await speak('de');
    await loadArea(HELP, 'de');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: DE['help.title'] })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: DE['help.ticketTitle'] })).toBeTruthy();
    const user = await openEveryAnswer();
    for (const id of HELP_FAQ_IDS) expect(screen.getByText(DE[`help.faq.${id}.a`])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
    await user.click(screen.getByRole('button', { name: DE['help.submit'] }));
    expect(await screen.findByText(DE['help.subjectRequired'])).toBeTruthy();
    expect(screen.getByText(DE['help.messageRequired'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: new RegExp(DE['help.subject']) }), 'Rechnung');
    await user.type(screen.getByRole('textbox', { name: new RegExp(DE['help.message']) }), 'Wo finde ich die Rechnung vom letzten Monat?');
    await user.click(screen.getByRole('button', { name: DE['help.submit'] }));
    // The API's English note gives way to the page's own German one.
    expect(await screen.findByText(DE['help.sent'])).toBeTruthy();
    expect(screen.queryByText(SENT_BY_API)).toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
  });
});
