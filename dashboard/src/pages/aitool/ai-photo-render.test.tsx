import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RENDER_MESSAGES } from '@wrapsmith/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApi } from '../../api/index.ts';
import { useSession } from '../../stores/session.ts';
import { apiError, fakeFetch, json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { STUDIO_REPLIES, generated } from '../../features/studio/studio-replies.test-support.ts';
import { AiPhotoRender } from './ai-photo-render.tsx';

type Reply = { status?: number; body: unknown };

/** The shared fake fetch reads JSON bodies only; the photo upload is multipart, so it is answered here. */
function renderAiTool(credits: number, photoReply: Reply, { photoReal = true } = {}) {
  const user = makeUser({ credits });
  useSession.setState({ currentUser: user });
  const uploads: FormData[] = [];
  const fake = fakeFetch({
    ...STUDIO_REPLIES,
    'GET /user/tool/engines': json({ data: { recolour: true, photoReal } }),
    'GET /auth/user-info': json({ data: { user: { ...user, credits: credits - 1 } } }),
  });
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/user/tool/photo-render')) return fake.fetch(request);
    uploads.push(await request.formData());
    const { status = 200, body } = photoReply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApi({ fetch: fetchImpl as typeof fetch, baseUrl: 'http://localhost/api/v1' });
  render(
    <ApiProvider api={api}>
      <MemoryRouter>
        <AiPhotoRender />
      </MemoryRouter>
    </ApiProvider>,
  );
  return { uploads, calls: fake.calls };
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' });

async function uploadAndPick(user: ReturnType<typeof userEvent.setup>) {
  const input = await screen.findByLabelText<HTMLInputElement>('Photo for the AI engine');
  expect(input.accept).toBe('image/*');
  // No capture attribute: phones then offer the camera and the photo library both.
  expect(input.hasAttribute('capture')).toBe(false);
  await user.upload(input, photo());
  expect(screen.getByRole<HTMLImageElement>('img', { name: 'Your photo' }).src).toBe('blob:photo');
  await user.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
  await user.click(screen.getByRole('button', { name: 'Generate preview' }));
}

describe('Photo-real preview on /aitool (AI engine)', () => {
  it('says before any upload that the AI engine is off, and offers no upload then', async () => {
    const { uploads } = renderAiTool(3, generated(2), { photoReal: false });
    const off = await screen.findByText(/AI renders are not available on your Wrapsmith yet, so this option is off/);
    expect(off.closest('[role=status]')).toBeTruthy();
    // Spoken to a shop owner: no settings names or server talk (issue 22).
    expect(off.textContent).not.toMatch(/REPLICATE|administrator|server/);
    expect(screen.queryByLabelText('Photo for the AI engine')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate preview' })).toBeNull();
    expect(uploads).toEqual([]);
  });

  it('says plainly that photo renders need the AI engine when the server turns the upload down', async () => {
    const { uploads } = renderAiTool(
      3,
      apiError(409, RENDER_MESSAGES.engineUnavailable, 'ENGINE_UNAVAILABLE'),
    );
    const user = userEvent.setup();
    await uploadAndPick(user);
    const notice = await screen.findByText(/AI renders are not available on your Wrapsmith yet. Nothing was charged/);
    expect(notice.closest('[role=status]')?.textContent).toContain('Nothing was charged');
    expect(screen.getByRole('link', { name: 'Studio' }).getAttribute('href')).toBe('/tool');
    expect(uploads).toHaveLength(1);
  });

  it('renders the photo in the picked film and refetches the credits', async () => {
    const { uploads } = renderAiTool(2, generated(1));
    await uploadAndPick(userEvent.setup());
    expect(await screen.findByRole('img', { name: "Your customer's car wrapped in 3M Gloss Black (G12)" })).toBeTruthy();
    const [form] = uploads;
    expect((form?.get('photo') as File | null)?.name).toBe('car.jpg');
    expect([form?.get('brand'), form?.get('filmId'), form?.get('finish'), form?.get('color')]).toEqual(['3M', '3m-2080-g12', 'gloss', '#0b0b0b']);
    await waitFor(() => expect(useSession.getState().currentUser?.credits).toBe(1));
  });

  it('refuses a file that is not an image', async () => {
    const { uploads } = renderAiTool(3, generated(2));
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Photo for the AI engine'), new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose an image file');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate preview' }).disabled).toBe(true);
    expect(uploads).toEqual([]);
  });

  it('at 0 credits opens the plans popup without uploading', async () => {
    const { uploads } = renderAiTool(0, generated(0));
    await uploadAndPick(userEvent.setup());
    expect(screen.getByRole('dialog', { name: "You've Used All Your Free Credits" })).toBeTruthy();
    expect(uploads).toEqual([]);
  });
});
