import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VISUALIZER_MESSAGES as M } from '@wrapsmith/visualizer';
import { OFFLINE_MESSAGES } from '../../api/offline.ts';
import { apiError, json } from '../../test/fake-fetch.ts';
import { makeRender, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSession } from '../../stores/session.ts';
import { SAVE_RENDER_COPY } from '../../features/studio/save-render-button.tsx';
import { PHOTO_REPLIES, STUDIO_REPLIES, generated } from '../../features/studio/studio-replies.test-support.ts';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

function enabledSelect(name: string): HTMLSelectElement {
  const element = screen.getByRole<HTMLSelectElement>('combobox', { name });
  if (element.disabled) throw new Error(`${name} is still disabled`);
  return element;
}

async function pickTesla(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await waitFor(() => enabledSelect('Year')), '2024');
  await user.selectOptions(await waitFor(() => enabledSelect('Make')), 'Tesla');
  await user.selectOptions(await waitFor(() => enabledSelect('Model')), 'Model 3');
}

const credits = () => screen.getByRole('status', { name: 'Available Credits' });

describe('Studio (/tool)', () => {
  it("switches to the customer's photo: no vehicle picker, the selection shown free, the photo recoloured for one credit", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = makeUser({ credits: 5 });
    const { calls } = renderApp('/tool', {
      user,
      replies: {
        ...STUDIO_REPLIES,
        ...PHOTO_REPLIES,
        'POST /user/tool/photo-recolour': generated(4),
        'GET /auth/user-info': json({ data: { user: { ...user, credits: 4 } } }),
      },
    });
    const events = userEvent.setup();
    const source = screen.getByRole('group', { name: 'Show the wrap on' });
    expect(within(source).getByRole<HTMLInputElement>('radio', { name: 'A vehicle' }).checked).toBe(true);
    await events.click(within(source).getByRole('radio', { name: 'Your car’s photo' }));
    expect(screen.queryByRole('combobox', { name: 'Year' })).toBeNull();
    expect(screen.queryByRole('group', { name: M.view })).toBeNull();
    await events.upload(screen.getByLabelText('Photo of the car'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' }));
    const stage = screen.getByRole<HTMLButtonElement>('button', { name: /^Your photo\./ });
    await waitFor(() => expect(stage.disabled).toBe(false));
    stage.focus();
    await events.keyboard('{Enter}');
    await screen.findByText('Selected paint: 23 % of the photo');
    await events.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
    await events.click(screen.getByRole('button', { name: M.recolourCost }));
    expect(await screen.findByRole('img', { name: 'Your car wrapped in 3M Gloss Black (G12)' })).toBeTruthy();
    const form = calls.find((c) => c.path === '/user/tool/photo-recolour')?.body as FormData;
    expect([form.get('photoId'), JSON.parse(String(form.get('taps')))]).toEqual(['ph_1', [{ x: 0.5, y: 0.5, mode: 'add' }]]);
    expect(calls.some((c) => c.path === '/user/tool/generate-car-image')).toBe(false);
    await waitFor(() => expect(credits().textContent).toBe('4'));
  });

  it('renders the clicked colour through the API, shows it and refetches the credits', async () => {
    const user = makeUser({ credits: 5 });
    let balance = 5;
    const { calls } = renderApp('/tool', {
      user,
      replies: {
        ...STUDIO_REPLIES,
        'POST /user/tool/generate-car-image': () => {
          balance -= 1;
          return generated(balance);
        },
        'GET /auth/user-info': () => json({ data: { user: { ...user, credits: balance } } }),
      },
    });
    expect(credits().textContent).toBe('5');
    expect(screen.getByRole('link', { name: 'Buy More Credits' }).getAttribute('href')).toBe('/Subscription');
    const events = userEvent.setup();
    await pickTesla(events);
    expect(calls.find((c) => c.path === '/user/tool/get-models')?.search).toBe('?year=2024&make=Tesla');
    await events.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));

    const image = await screen.findByRole<HTMLImageElement>('img', { name: '2024 Tesla Model 3 wrapped in 3M Gloss Black (G12)' });
    expect(image.src.startsWith('data:image/png;base64,')).toBe(true);
    expect(calls.find((c) => c.path === '/user/tool/generate-car-image')?.body).toEqual({
      year: 2024,
      make: 'Tesla',
      model: 'Model 3',
      finish: 'gloss',
      color: '#0b0b0b',
      description: '',
      brand: '3M',
      filmId: '3m-2080-g12',
      bodyStyle: 'sedan',
    });
    await waitFor(() => expect(credits().textContent).toBe('4'));
    expect(useSession.getState().currentUser?.credits).toBe(4);
  });

  it('saves the render to My Wraps from beside its Download link, once', async () => {
    const { calls } = renderApp('/tool', {
      user: makeUser({ credits: 5 }),
      replies: {
        ...STUDIO_REPLIES,
        'POST /user/tool/generate-car-image': () => generated(4),
        'POST /user/renders/rnd_1/save': json({ data: makeRender('rnd_1', { status: 'saved' }) }),
      },
    });
    const events = userEvent.setup();
    await pickTesla(events);
    await events.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
    const preview = await screen.findByRole('region', { name: M.preview });
    const save = await within(preview).findByRole('button', { name: SAVE_RENDER_COPY.save });
    expect(within(preview).getByRole('link', { name: M.download })).toBeTruthy();
    await events.click(save);
    await within(preview).findByRole('button', { name: SAVE_RENDER_COPY.saved });
    expect(within(preview).getByRole<HTMLButtonElement>('button', { name: SAVE_RENDER_COPY.saved }).disabled).toBe(true);
    expect(calls.filter((c) => c.path === '/user/renders/rnd_1/save')).toHaveLength(1);
  });

  it('shows the loading overlay while the render runs', async () => {
    let finish: (value: ReturnType<typeof generated>) => void = () => {};
    renderApp('/tool', {
      user: makeUser(),
      replies: {
        ...STUDIO_REPLIES,
        'POST /user/tool/generate-car-image': () => new Promise((resolve) => (finish = resolve)),
      },
    });
    const events = userEvent.setup();
    await pickTesla(events);
    await events.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
    await waitFor(() => expect(document.querySelector('.ws-overlay')?.textContent).toContain(M.generating));
    finish(generated(4));
    await screen.findByRole('img', { name: /wrapped in/ });
    expect(document.querySelector('.ws-overlay')).toBeNull();
  });

  it('at 0 credits opens the plans popup without calling the server; Join leads to /Subscription', async () => {
    const { calls, router } = renderApp('/tool', { user: makeUser({ credits: 0 }), replies: STUDIO_REPLIES });
    const events = userEvent.setup();
    await pickTesla(events);
    await events.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
    const dialog = screen.getByRole('dialog', { name: M.noCreditsTitle });
    expect(calls.some((c) => c.path === '/user/tool/generate-car-image')).toBe(false);
    await events.click(within(dialog).getByRole('link', { name: M.join }));
    expect(router.state.location.pathname).toBe('/Subscription');
  });

  it.each([
    [402, 'NO_CREDITS', M.noCreditsTitle],
    [429, 'RATE_LIMITED', M.tooManyTitle],
  ])('answers a %i from the server with its popup', async (status, code, title) => {
    renderApp('/tool', {
      user: makeUser({ credits: 3 }),
      replies: { ...STUDIO_REPLIES, 'POST /user/tool/generate-car-image': apiError(status, 'Refused', code) },
    });
    const events = userEvent.setup();
    await pickTesla(events);
    await events.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /wrapped in/ })).toBeNull();
  });

  it('says a failed render inline with the server message', async () => {
    renderApp('/tool', {
      user: makeUser({ credits: 3 }),
      replies: {
        ...STUDIO_REPLIES,
        'POST /user/tool/generate-car-image': apiError(502, 'The preview could not be rendered. Your credit was refunded; please try again.', 'RENDER_FAILED'),
      },
    });
    const events = userEvent.setup();
    await pickTesla(events);
    await events.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your credit was refunded');
  });

  describe('offline', () => {
    const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

    it('says the connection is down in place of the Make dropdown and loads the makes by itself once back online', async () => {
      let online = false;
      const makes = json({ data: { makes: [{ id: 'tesla', name: 'Tesla' }] } });
      renderApp('/tool', { user: makeUser(), replies: { ...STUDIO_REPLIES, 'GET /user/tool/get-makes': () => (online ? makes : networkDown()) } });
      await userEvent.setup().selectOptions(await waitFor(() => enabledSelect('Year')), '2024');
      expect((await screen.findByRole('alert')).textContent).toContain(OFFLINE_MESSAGES.list);
      expect(screen.queryByText(M.makesFailed, { exact: false })).toBeNull();
      online = true;
      window.dispatchEvent(new Event('online'));
      await waitFor(() => enabledSelect('Make'));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says a render failed for want of a connection, focuses the message and renders again only on Try again', async () => {
      let online = false;
      const { calls } = renderApp('/tool', {
        user: makeUser({ credits: 3 }),
        replies: { ...STUDIO_REPLIES, 'POST /user/tool/generate-car-image': () => (online ? generated(2) : networkDown()) },
      });
      const events = userEvent.setup();
      await pickTesla(events);
      await events.click(await screen.findByRole('button', { name: 'Gloss Black (G12)' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(OFFLINE_MESSAGES.render);
      expect(alert.textContent).not.toContain(M.generationFailed);
      expect(alert.parentElement?.contains(document.activeElement)).toBe(true);
      online = true;
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const renders = () => calls.filter((c) => c.path === '/user/tool/generate-car-image');
      expect(renders()).toHaveLength(1);
      await events.click(within(alert).getByRole('button', { name: M.retry }));
      expect(await screen.findByRole('img', { name: /wrapped in 3M Gloss Black/ })).toBeTruthy();
      expect(renders()).toHaveLength(2);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('shows the spec default in red in place of the Make dropdown when makes fail to load', async () => {
    renderApp('/tool', {
      user: makeUser(),
      replies: { ...STUDIO_REPLIES, 'GET /user/tool/get-makes': { status: 500, body: {} } },
    });
    await userEvent.setup().selectOptions(await waitFor(() => enabledSelect('Year')), '2024');
    expect((await screen.findByRole('alert')).textContent).toContain(M.makesFailed);
    expect(screen.queryByRole('combobox', { name: 'Make' })).toBeNull();
  });
});
