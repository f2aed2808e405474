// "Your car's photo" inside the visualizer: the tool selects for free, a colour only picks the film, and Recolour
// is the one paid step, sent with the uploaded photo's id, the taps and the strokes.
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisualizerError } from './client.ts';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { PHOTO_TOOL_MESSAGES as T } from './photo-tool-messages.ts';
import { PhotoTool } from './photo-tool.tsx';
import { visualizerCss } from './styles.ts';
import { createFakeClient, createFakePhotoClient, RENDERED, UPLOADED } from './test/fake-client.ts';
import { VisualizerCore } from './visualizer-core.tsx';
import { Visualizer } from './visualizer.tsx';

// Selections wait 250 ms for quiet before they go: room for that on a busy machine.
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:car');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  vi.restoreAllMocks();
});

const car = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' });
const recolourButton = (name: string | RegExp = /^Recolour/) => screen.getByRole('button', { name });

/** Picks the photo, waits for it to be read and taps its middle with the keyboard. */
async function photoTapped(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: M.sourcePhoto }));
  await user.upload(screen.getByLabelText(T.photoLabel), car());
  const stage = screen.getByRole<HTMLButtonElement>('button', { name: /^Your photo\./ });
  await waitFor(() => expect(stage.disabled).toBe(false));
  stage.focus();
  await user.keyboard('{Enter}');
  await screen.findByText(/^Selected paint: 23 %/);
}

describe('Visualizer on the customer’s photo', () => {
  it('offers the photo only to a client with the photo calls', () => {
    render(<Visualizer client={createFakeClient()} photoTool={PhotoTool} />);
    expect(screen.queryByRole('radio', { name: M.sourcePhoto })).toBeNull();
  });

  it('picks the film on a colour click without charging, and recolours the selection on Recolour — 1 credit', async () => {
    const client = createFakePhotoClient();
    const onRendered = vi.fn();
    render(<Visualizer client={client} credits={4} photoTool={PhotoTool} onRendered={onRendered} />);
    const user = userEvent.setup();
    await photoTapped(user);
    expect(client.uploadPhoto).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole('button', { name: 'Gloss Black G12' }));
    expect(client.recolourPhoto).not.toHaveBeenCalled();
    expect(screen.getByText('3M Gloss Black G12')).toBeTruthy();
    await user.click(recolourButton(M.recolourCost));

    const expected = {
      photoId: UPLOADED.id,
      taps: [{ x: 0.5, y: 0.5, mode: 'add' }],
      strokes: [],
      brand: '3M',
      filmId: '3m-g12',
      finish: 'gloss',
      color: '#0b0b0b',
    };
    expect(client.recolourPhoto).toHaveBeenCalledWith(expected);
    const preview = screen.getByRole('region', { name: M.preview });
    expect(await within(preview).findByRole('img', { name: 'Your car wrapped in 3M Gloss Black G12' })).toBeTruthy();
    expect(onRendered).toHaveBeenCalledWith(RENDERED, expected);
    expect(client.render).not.toHaveBeenCalled();
  });

  it('takes the previous result off screen when a new photo is picked (issue 22)', async () => {
    const client = createFakePhotoClient();
    render(<Visualizer client={client} credits={4} photoTool={PhotoTool} />);
    const user = userEvent.setup();
    await photoTapped(user);
    await user.click(await screen.findByRole('button', { name: 'Gloss Black G12' }));
    await user.click(recolourButton(M.recolourCost));
    const preview = screen.getByRole('region', { name: M.preview });
    expect(await within(preview).findByRole('img', { name: 'Your car wrapped in 3M Gloss Black G12' })).toBeTruthy();

    await user.upload(screen.getByLabelText(T.photoChange), new File([new Uint8Array([0xff, 0xd8, 0xff, 0x01])], 'other-car.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(within(preview).queryByRole('img')).toBeNull());
    expect(within(preview).getByText(M.photoEmpty)).toBeTruthy();
  });

  it('says nothing of credits where the host shows no balance (the widget)', async () => {
    render(<VisualizerCore client={createFakePhotoClient()} photoTool={PhotoTool} sources="photo" onRenderError={() => undefined} />);
    expect(recolourButton(M.recolour)).toBeTruthy();
    expect(screen.queryByText(/credit/)).toBeNull();
  });

  it('says what is missing before charging anything: a photo, a tap, a colour', async () => {
    const client = createFakePhotoClient();
    render(<Visualizer client={client} credits={4} photoTool={PhotoTool} sources="photo" />);
    const user = userEvent.setup();
    await user.click(recolourButton());
    expect((await screen.findByRole('alert')).textContent).toContain(M.pickPhotoFirst);
    await user.upload(screen.getByLabelText(T.photoLabel), car());
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Your photo\./ }).disabled).toBe(false));
    await user.click(recolourButton());
    expect(screen.getByRole('alert').textContent).toContain(M.tapPaintFirst);
    screen.getByRole('button', { name: /^Your photo\./ }).focus();
    await user.keyboard('{Enter}');
    await user.click(recolourButton());
    expect(screen.getByRole('alert').textContent).toContain(M.pickColourFirst);
    expect(client.recolourPhoto).not.toHaveBeenCalled();
  });

  it('opens the plans popup at 0 credits without recolouring', async () => {
    const client = createFakePhotoClient();
    render(<Visualizer client={client} credits={0} photoTool={PhotoTool} />);
    const user = userEvent.setup();
    await photoTapped(user);
    await user.click(await screen.findByRole('button', { name: 'Gloss Black G12' }));
    await user.click(recolourButton());
    expect(screen.getByRole('dialog', { name: M.noCreditsTitle })).toBeTruthy();
    expect(client.recolourPhoto).not.toHaveBeenCalled();
  });

  it('asks for the photo again when the server no longer has it at Recolour, keeping the taps', async () => {
    const client = createFakePhotoClient();
    client.recolourPhoto.mockRejectedValueOnce(new VisualizerError('PHOTO_EXPIRED', '', 404));
    render(<Visualizer client={client} credits={4} photoTool={PhotoTool} />);
    const user = userEvent.setup();
    await photoTapped(user);
    await user.click(await screen.findByRole('button', { name: 'Gloss Black G12' }));
    await user.click(recolourButton());
    expect(await screen.findByText(M.photoExpired)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.uploadAgain }));
    await screen.findByText(/^Selected paint: 23 %/);
    expect(client.uploadPhoto).toHaveBeenCalledTimes(2);
    await user.click(recolourButton());
    expect(client.recolourPhoto).toHaveBeenLastCalledWith(expect.objectContaining({ photoId: UPLOADED.id, taps: [{ x: 0.5, y: 0.5, mode: 'add' }] }));
    expect(await screen.findByRole('img', { name: /^Your car wrapped in/ })).toBeTruthy();
  });

  it('styles every class the photo tool renders', async () => {
    const client = createFakePhotoClient();
    render(<Visualizer client={client} credits={4} photoTool={PhotoTool} />);
    const user = userEvent.setup();
    await photoTapped(user);
    await user.click(screen.getByRole('radio', { name: T.brush }));
    const stage = screen.getByRole('button', { name: /^Your photo\./ });
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 0, clientY: 0 });
    await user.click(await screen.findByRole('button', { name: 'Gloss Black G12' }));
    const used = new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]).filter((c) => c.startsWith('wsv')));
    expect([...used].filter((name) => !visualizerCss.includes(`.${name}`))).toEqual([]);
    expect(used).toContain('wsv-photo__overlay');
    expect(used).toContain('wsv-recolour');
  });
});
