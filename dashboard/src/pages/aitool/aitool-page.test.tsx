import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApi } from '../../api/index.ts';
import { useSession } from '../../stores/session.ts';
import { apiError, fakeFetch, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { STUDIO_REPLIES, generated } from '../../features/studio/studio-replies.test-support.ts';
import { AiToolPage } from './aitool-page.tsx';

type Reply = { status?: number; body: unknown };

/** The shared fake fetch reads JSON bodies only; the photo upload is multipart, so it is answered here. */
function renderPage(credits: number, recolourReply: Reply) {
  const user = makeUser({ credits });
  useSession.setState({ currentUser: user });
  const uploads: FormData[] = [];
  const replies: Record<string, FakeReply> = {
    ...STUDIO_REPLIES,
    'GET /auth/user-info': json({ data: { user: { ...user, credits: credits - 1 } } }),
    'POST /user/renders/rnd_1/save': json({ data: { saved: true } }),
  };
  const fake = fakeFetch(replies);
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/user/tool/photo-recolour')) return fake.fetch(request);
    uploads.push(await request.formData());
    const { status = 200, body } = recolourReply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApi({ fetch: fetchImpl as typeof fetch, baseUrl: 'http://localhost/api/v1' });
  render(
    <ApiProvider api={api}>
      <MemoryRouter>
        <AiToolPage />
      </MemoryRouter>
    </ApiProvider>,
  );
  return { uploads };
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' });

/** The built-in recolour's swatch: the page's first film picker (the AI engine's comes after it). */
const builtInSwatch = async (name: string) => (await screen.findAllByRole('button', { name }))[0] as HTMLElement;

describe("Your car's photo (/aitool), built-in engine", () => {
  it('is named for what it is and starts on the photo, with no vehicle picker', () => {
    renderPage(3, generated(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Your car’s photo' })).toBeTruthy();
    expect(screen.queryByLabelText('Year')).toBeNull();
    expect(screen.getByText(/Choose a photo of the car, tap its paint/)).toBeTruthy();
  });

  it('recolours the tapped photo in the clicked film for one credit, and offers Save', async () => {
    const { uploads } = renderPage(2, generated(1));
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Photo of the car'), photo());
    // The keyboard way in: the arrow keys move the marker, Enter marks it.
    const stage = screen.getByRole('button', { name: /^Your photo\. Click or tap to mark paint/ });
    stage.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByText(/1 paint tap\. Pick a colour/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Not paint' }));
    await user.keyboard('{Tab}');
    await user.click(await builtInSwatch('Gloss Black (G12)'));
    expect(await screen.findByRole('img', { name: 'Your car wrapped in 3M Gloss Black (G12)' })).toBeTruthy();
    const [form] = uploads;
    expect((form?.get('photo') as File | null)?.name).toBe('car.jpg');
    expect(JSON.parse(String(form?.get('taps')))).toEqual([{ x: 0.55, y: 0.55, mode: 'add' }]);
    expect([form?.get('brand'), form?.get('filmId'), form?.get('finish'), form?.get('color')]).toEqual(['3M', '3m-2080-g12', 'gloss', '#0b0b0b']);
    expect(screen.getByRole('button', { name: /Save/ })).toBeTruthy();
    await waitFor(() => expect(useSession.getState().currentUser?.credits).toBe(1));
  });

  it('asks for a photo, then a tap, before spending anything', async () => {
    const { uploads } = renderPage(3, generated(2));
    const user = userEvent.setup();
    await user.click(await builtInSwatch('Gloss Black (G12)'));
    expect(await screen.findByText('Choose a photo of the car first, then tap its paint.')).toBeTruthy();
    await user.upload(screen.getByLabelText('Photo of the car'), photo());
    await user.click(await builtInSwatch('Gloss Black (G12)'));
    expect(await screen.findByText('Tap the car’s paint on the photo first, then choose a colour.')).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  it('undoes and clears taps, and says when no paint was found (credit refunded)', async () => {
    const { uploads } = renderPage(
      3,
      apiError(
        422,
        'We could not find paint where you tapped. Tap the middle of a painted panel, away from reflections and edges. Your credit was refunded.',
        'VALIDATION_FAILED',
      ),
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Photo of the car'), photo());
    const stage = screen.getByRole('button', { name: /^Your photo\./ });
    stage.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText(/2 paint taps/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo last tap' }));
    expect(screen.getByText(/1 paint tap\./)).toBeTruthy();
    await user.click(await builtInSwatch('Gloss Black (G12)'));
    expect(await screen.findByText(/We could not find paint where you tapped/)).toBeTruthy();
    expect(uploads).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear taps' }));
    expect(screen.getByText(/Tap the car’s paint once/)).toBeTruthy();
  });
});
