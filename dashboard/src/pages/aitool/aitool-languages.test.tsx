// Issue 28 item 1 (decision 101): the AI tool's own panel (/aitool) in German with no English sentence of the aitool
// area left: the page, the exact recolour's heading, the AI render's section, its photo field, the film picker and the
// popups (the Studio's words), the engine-off notice and the rendered photo's name.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RENDER_MESSAGES, STUDIO_MESSAGES } from '@wrapsmith/core';
import { VISUALIZER_MESSAGES } from '@wrapsmith/visualizer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApi } from '../../api/index.ts';
import { useSession } from '../../stores/session.ts';
import { apiError, fakeFetch, json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { PHOTO_REPLIES, STUDIO_REPLIES, generated } from '../../features/studio/studio-replies.test-support.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { loadArea } from '../../i18n/area.ts';
import { AITOOL } from '../../i18n/areas/aitool/index.ts';
import { AITOOL_EN } from '../../i18n/areas/aitool/en.ts';
import DE from '../../i18n/areas/aitool/de.ts';
import { COMPONENTS } from '../../i18n/areas/components/index.ts';
import { speak } from '../../i18n/locale.ts';
import { AiToolPage } from './aitool-page.tsx';

type Reply = { status?: number; body: unknown };

// "Studio" is the product's name in every language.
const ENGLISH = [...sentencesOf(AITOOL_EN, ['Studio']), VISUALIZER_MESSAGES.selectBrand, STUDIO_MESSAGES.noCreditsTitle];

function renderPage(credits: number, photoReply: Reply) {
  const user = makeUser({ credits });
  useSession.setState({ currentUser: user });
  const fake = fakeFetch({
    ...STUDIO_REPLIES,
    ...PHOTO_REPLIES,
    'GET /user/tool/engines': json({ data: { recolour: true, photoReal: true } }),
    'GET /auth/user-info': json({ data: { user: { ...user, credits: credits - 1 } } }),
  });
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/user/tool/photo-render')) return fake.fetch(request);
    const { status = 200, body } = photoReply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  render(
    <ApiProvider api={createApi({ fetch: fetchImpl as typeof fetch, baseUrl: 'http://localhost/api/v1' })}>
      <MemoryRouter>
        <AiToolPage />
      </MemoryRouter>
    </ApiProvider>,
  );
}

beforeEach(async () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  await speak('de');
  await loadArea(AITOOL, 'de');
  await loadArea(COMPONENTS, 'de');
});
afterEach(() => speak('en'));

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' });

async function uploadAndPick() {
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText<HTMLInputElement>(DE['aitool.photoLabel']), photo());
  expect(screen.getByRole('img', { name: DE['aitool.photoAlt'] })).toBeTruthy();
  // The AI render's own section (the exact recolour above has a film picker too).
  const ai = within(screen.getByRole('region', { name: DE['aitool.aiTitle'] }));
  await user.click(await ai.findByRole('button', { name: 'Gloss Black (G12)' }));
  await user.click(ai.getByRole('button', { name: DE['aitool.generate'] }));
}

describe('issue 28 item 1: the AI tool in German', () => {
  it('the page, both sections and a photo rendered by the AI engine, with no English left', async () => {
    renderPage(2, generated(1));
    expect(await screen.findByRole('heading', { level: 1, name: DE['aitool.title'] })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: DE['aitool.exactTitle'] })).toBeTruthy();
    expect(screen.getByText(DE['aitool.intro'])).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: DE['aitool.aiTitle'] })).toBeTruthy();
    expect(await screen.findByText(DE['aitool.empty'])).toBeTruthy();
    expect(screen.getByText(DE['aitool.photoHint'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
    await uploadAndPick();
    expect(await screen.findByRole('img', { name: 'Das Auto deines Kunden, foliert in 3M Gloss Black (G12)' })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('the engine-off notice in German, with its link to the Studio', async () => {
    renderPage(3, apiError(409, RENDER_MESSAGES.engineUnavailable, 'ENGINE_UNAVAILABLE'));
    await uploadAndPick();
    expect(await screen.findByText(DE['aitool.engineOffBefore'], { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Studio' }).getAttribute('href')).toBe('/tool');
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('the out-of-credits popup in the Studio’s German', async () => {
    renderPage(0, generated(0));
    await uploadAndPick();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: STUDIO_MESSAGES.noCreditsTitle })).toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
  });
});
