import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApi } from '../../api/index.ts';
import { useSession } from '../../stores/session.ts';
import { apiError, fakeFetch, json, type FakeReply } from '../../test/fake-fetch.ts';
import { makeRender, makeUser } from '../../test/fixtures.ts';
import { PHOTO_REPLIES, STUDIO_REPLIES, generated } from '../../features/studio/studio-replies.test-support.ts';
import { AiToolPage } from './aitool-page.tsx';

/** The built-in tool on the fake fetch: the upload, the free selection and the paid recolour. */
function renderPage(credits: number, recolourReply: FakeReply) {
  const user = makeUser({ credits });
  useSession.setState({ currentUser: user });
  const replies: Record<string, FakeReply> = {
    ...STUDIO_REPLIES,
    ...PHOTO_REPLIES,
    'POST /user/tool/photo-recolour': recolourReply,
    'GET /auth/user-info': json({ data: { user: { ...user, credits: credits - 1 } } }),
    'POST /user/renders/rnd_1/save': json({ data: makeRender('rnd_1', { status: 'saved', source: 'aitool' }) }),
  };
  const fake = fakeFetch(replies);
  const api = createApi({ fetch: fake.fetch, baseUrl: 'http://localhost/api/v1' });
  render(
    <ApiProvider api={api}>
      <MemoryRouter>
        <AiToolPage />
      </MemoryRouter>
    </ApiProvider>,
  );
  const calls = (path: string) => fake.calls.filter((call) => call.path === path);
  return { calls, recolours: () => calls('/user/tool/photo-recolour').map((call) => call.body as FormData) };
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' });

/** The built-in recolour's swatch: the page's first film picker (the AI engine's comes after it). */
const builtInSwatch = async (name: string) => (await screen.findAllByRole('button', { name }))[0] as HTMLElement;

/** Uploads the photo and waits until the server has read it (the tool then takes taps). */
async function uploadPhoto(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Photo of the car'), photo());
  const stage = screen.getByRole<HTMLButtonElement>('button', { name: /^Your photo\./ });
  await waitFor(() => expect(stage.disabled).toBe(false));
  return stage;
}

describe("Your car's photo (/aitool), built-in engine", () => {
  it('is named for what it is and starts on the photo, with no vehicle picker', () => {
    renderPage(3, generated(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Your car’s photo' })).toBeTruthy();
    expect(screen.queryByLabelText('Year')).toBeNull();
    expect(screen.getByText(/Choose a photo of the car, tap its paint/)).toBeTruthy();
  });

  it('shows the tapped selection free, then recolours it in the picked film on Recolour — 1 credit, and offers Save', async () => {
    const { calls, recolours } = renderPage(2, generated(1));
    const user = userEvent.setup();
    const stage = await uploadPhoto(user);
    expect(((calls('/user/tool/photos')[0]?.body as FormData).get('photo') as File).name).toBe('car.jpg');
    // The keyboard way in: the arrow keys move the marker, Enter marks it.
    stage.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(await screen.findByText('Selected paint: 23 % of the photo')).toBeTruthy();
    expect(calls('/user/tool/photos/ph_1/selection')[0]?.body).toEqual({ taps: [{ x: 0.55, y: 0.55, mode: 'add' }], strokes: [] });
    await user.click(await builtInSwatch('Gloss Black (G12)'));
    expect(recolours()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Recolour — 1 credit' }));
    expect(await screen.findByRole('img', { name: 'Your car wrapped in 3M Gloss Black (G12)' })).toBeTruthy();
    const [form] = recolours();
    expect(Object.fromEntries(form?.entries() ?? [])).toEqual({
      photoId: 'ph_1',
      taps: JSON.stringify([{ x: 0.55, y: 0.55, mode: 'add' }]),
      strokes: '[]',
      brand: '3M',
      filmId: '3m-2080-g12',
      finish: 'gloss',
      color: '#0b0b0b',
    });
    expect(screen.getByRole('button', { name: /Save/ })).toBeTruthy();
    await waitFor(() => expect(useSession.getState().currentUser?.credits).toBe(1));
  });

  it('asks for a photo, then a tap, then a colour, before spending anything', async () => {
    const { recolours } = renderPage(3, generated(2));
    const user = userEvent.setup();
    const recolour = () => screen.getByRole('button', { name: 'Recolour — 1 credit' });
    await user.click(recolour());
    expect(await screen.findByText('Choose a photo of the car first, then tap its paint.')).toBeTruthy();
    const stage = await uploadPhoto(user);
    await user.click(recolour());
    expect(await screen.findByText('Tap the car’s paint on the photo first, then press Recolour.')).toBeTruthy();
    stage.focus();
    await user.keyboard('{Enter}');
    await user.click(recolour());
    expect(await screen.findByText('Pick a colour for the wrap first, then press Recolour.')).toBeTruthy();
    expect(recolours()).toEqual([]);
  });

  it('undoes and clears taps, and says when no paint was found (credit refunded)', async () => {
    const { recolours } = renderPage(
      3,
      apiError(
        422,
        'We could not find paint where you tapped. Tap the middle of a painted panel, away from reflections and edges. Your credit was refunded.',
        'VALIDATION_FAILED',
      ),
    );
    const user = userEvent.setup();
    const stage = await uploadPhoto(user);
    stage.focus();
    await user.keyboard('{Enter}{ArrowUp}{Enter}');
    await screen.findByText('Selected paint: 23 % of the photo');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(document.querySelectorAll('.wsv-photo__tap--add')).toHaveLength(1);
    await user.click(await builtInSwatch('Gloss Black (G12)'));
    await user.click(screen.getByRole('button', { name: 'Recolour — 1 credit' }));
    expect(await screen.findByText(/We could not find paint where you tapped/)).toBeTruthy();
    expect(recolours()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText(/^Tap the paint of your car/)).toBeTruthy();
    expect(document.querySelectorAll('.wsv-photo__tap--add')).toHaveLength(0);
  });
});
