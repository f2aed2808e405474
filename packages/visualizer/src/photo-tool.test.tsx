import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_STROKE_POINTS, PHOTO_TAP_LIMIT } from '@wrapsmith/core/rules';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisualizerError, type PaintSelection } from './client.ts';
import { VISUALIZER_MESSAGES } from './messages.ts';
import { PHOTO_TOOL_MESSAGES as M } from './photo-tool-messages.ts';
import { BRUSH_RADII, DEFAULT_BRUSH } from './photo-strokes.ts';
import { NO_PHOTO, PhotoTool, type PhotoSelection } from './photo-tool.tsx';
import { createFakePhotoClient, deferred, selectionAnswer, UPLOADED } from './test/fake-client.ts';

// Selections wait 250 ms for quiet before they go: room for that on a busy machine.
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:car');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

let latest: PhotoSelection = NO_PHOTO;
function Harness({ client }: { client: ReturnType<typeof createFakePhotoClient> }) {
  const [value, setValue] = useState<PhotoSelection>(NO_PHOTO);
  latest = value;
  return <PhotoTool client={client} value={value} onChange={setValue} />;
}

const car = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' });
const stage = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Your photo\./ });
const overlay = () => document.querySelector<HTMLCanvasElement>('.wsv-photo__overlay');

/** The picture sits at (100, 50) and is 400 × 200 on screen. */
function placeImage() {
  const image = stage().querySelector('img');
  if (!image) throw new Error('no image');
  image.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) }) as DOMRect;
}

/** Renders the tool, picks a photo and waits until the server has read it. */
async function ready(client = createFakePhotoClient()) {
  render(<Harness client={client} />);
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(M.photoLabel), car());
  await waitFor(() => expect(latest.uploaded).toEqual(UPLOADED));
  placeImage();
  return { client, user };
}

const tapAt = (clientX: number, clientY: number) => fireEvent.click(stage(), { clientX, clientY, detail: 1 });

function drag(points: [number, number][], pointerId = 1) {
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(stage(), { pointerId, pointerType: 'mouse', button: 0, clientX: first[0], clientY: first[1] });
  for (const [clientX, clientY] of rest) fireEvent.pointerMove(stage(), { pointerId, pointerType: 'mouse', clientX, clientY });
  const last = points.at(-1) ?? first;
  fireEvent.pointerUp(stage(), { pointerId, pointerType: 'mouse', clientX: last[0], clientY: last[1] });
}

const lastSelection = (client: ReturnType<typeof createFakePhotoClient>) => client.selectPaint.mock.calls.at(-1);

describe('PhotoTool', () => {
  it('uploads the photo once, says it is reading it, then shows it ready for taps', async () => {
    const client = createFakePhotoClient();
    const upload = deferred<typeof UPLOADED>();
    client.uploadPhoto.mockReturnValueOnce(upload.promise);
    render(<Harness client={client} />);
    const input = screen.getByLabelText<HTMLInputElement>(M.photoLabel);
    expect(input.accept).toBe('image/*');
    expect(input.hasAttribute('capture')).toBe(false);
    await userEvent.setup().upload(input, car());
    expect(screen.getByRole('status').textContent).toBe(M.reading);
    expect(stage().disabled).toBe(true);
    expect(client.uploadPhoto).toHaveBeenCalledTimes(1);
    expect((client.uploadPhoto.mock.calls[0]?.[0] as File).name).toBe('car.jpg');
    await act(async () => upload.resolve(UPLOADED));
    expect(stage().disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toContain(M.empty);
    expect(client.selectPaint).not.toHaveBeenCalled();
  });

  it('sends each tap as a fraction of the picture and shows the answer as an overlay, with its coverage in words', async () => {
    const { client, user } = await ready();
    tapAt(200, 200);
    await waitFor(() => expect(overlay()?.dataset.mask).toBe(selectionAnswer(1).mask));
    expect(lastSelection(client)?.slice(0, 2)).toEqual([UPLOADED.id, { taps: [{ x: 0.25, y: 0.75, mode: 'add' }], strokes: [] }]);
    expect(screen.getByRole('status').textContent).toBe('Selected paint: 23 % of the photo');

    await user.click(screen.getByRole('radio', { name: M.notPaint }));
    placeImage();
    tapAt(500, 250);
    await waitFor(() => expect(overlay()?.dataset.mask).toBe(selectionAnswer(2).mask));
    expect(lastSelection(client)?.[1]).toEqual({
      taps: [
        { x: 0.25, y: 0.75, mode: 'add' },
        { x: 1, y: 1, mode: 'remove' },
      ],
      strokes: [],
    });
    expect(stage().querySelectorAll('.wsv-photo__tap--add')).toHaveLength(1);
    expect(stage().querySelectorAll('.wsv-photo__tap--remove')).toHaveLength(1);
  });

  it('sends a quick run of taps as one selection', async () => {
    const { client } = await ready();
    tapAt(150, 100);
    tapAt(200, 100);
    tapAt(250, 100);
    await waitFor(() => expect(client.selectPaint).toHaveBeenCalledTimes(1));
    expect(lastSelection(client)?.[1].taps).toHaveLength(3);
  });

  it('paints with the brush and erases with the eraser by dragging, in the brush size picked', async () => {
    const { client, user } = await ready();
    tapAt(300, 150);
    await user.click(screen.getByRole('radio', { name: M.brush }));
    placeImage();
    expect(stage().classList.contains('wsv-photo__stage--brush')).toBe(true);
    drag([
      [100, 50],
      [200, 100],
      [300, 150],
    ]);
    await waitFor(() => expect(lastSelection(client)?.[1].strokes).toHaveLength(1));
    expect(lastSelection(client)?.[1].strokes).toEqual([
      {
        mode: 'add',
        radius: BRUSH_RADII[DEFAULT_BRUSH],
        points: [
          { x: 0, y: 0 },
          { x: 0.25, y: 0.25 },
          { x: 0.5, y: 0.5 },
        ],
      },
    ]);

    await user.click(screen.getByRole('radio', { name: M.eraser }));
    fireEvent.change(screen.getByRole('slider', { name: M.brushSize }), { target: { value: '0' } });
    placeImage();
    drag([
      [500, 250],
      [450, 250],
    ]);
    await waitFor(() => expect(lastSelection(client)?.[1].strokes).toHaveLength(2));
    expect(lastSelection(client)?.[1].strokes[1]).toEqual({
      mode: 'erase',
      radius: BRUSH_RADII[0],
      points: [
        { x: 1, y: 1 },
        { x: 0.875, y: 1 },
      ],
    });
    // A tap tool again: the photo scrolls the page under a finger instead of painting.
    await user.click(screen.getByRole('radio', { name: M.paint }));
    expect(stage().classList.contains('wsv-photo__stage--brush')).toBe(false);
  });

  it(`thins a long brush path to at most ${PHOTO_STROKE_POINTS} points, its ends kept`, async () => {
    const { client, user } = await ready();
    tapAt(300, 150);
    await user.click(screen.getByRole('radio', { name: M.brush }));
    placeImage();
    const path = Array.from({ length: 1000 }, (_, i): [number, number] => [100 + (i % 400), 50 + Math.floor(i / 400) * 50]);
    drag(path);
    await waitFor(() => expect(lastSelection(client)?.[1].strokes).toHaveLength(1));
    const [stroke] = lastSelection(client)?.[1].strokes ?? [];
    expect(stroke?.points.length).toBe(PHOTO_STROKE_POINTS);
    expect(stroke?.points[0]).toEqual({ x: 0, y: 0 });
    expect(stroke?.points.at(-1)).toEqual({ x: 0.4975, y: 0.5 });
  });

  it('shows only the latest answer: an older one that comes late is dropped, and it was aborted', async () => {
    const { client } = await ready();
    const slow = deferred<PaintSelection>();
    client.selectPaint.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(selectionAnswer(2, 0.31));
    tapAt(200, 100);
    await waitFor(() => expect(client.selectPaint).toHaveBeenCalledTimes(1));
    tapAt(300, 100);
    await waitFor(() => expect(overlay()?.dataset.mask).toBe(selectionAnswer(2).mask));
    expect(client.selectPaint.mock.calls[0]?.[2]?.signal?.aborted).toBe(true);
    await act(async () => slow.resolve(selectionAnswer(1, 0.05)));
    expect(overlay()?.dataset.mask).toBe(selectionAnswer(2).mask);
    expect(screen.getByRole('status').textContent).toBe('Selected paint: 31 % of the photo');
  });

  it('undoes the last tap or stroke, clears them all, and undoes a clear', async () => {
    const { client, user } = await ready();
    tapAt(200, 100);
    tapAt(300, 100);
    await waitFor(() => expect(overlay()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: M.undo }));
    expect(latest.taps).toEqual([{ x: 0.25, y: 0.25, mode: 'add' }]);
    await waitFor(() => expect(lastSelection(client)?.[1].taps).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: M.clear }));
    expect(latest.taps).toEqual([]);
    expect(overlay()).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(M.empty);
    await user.click(screen.getByRole('button', { name: M.undo }));
    expect(latest.taps).toHaveLength(1);
    await waitFor(() => expect(overlay()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: M.undo }));
    await user.click(screen.getByRole('button', { name: M.undo }));
    expect(latest.taps).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: M.undo }).disabled).toBe(true);
  });

  it('asks for a Paint tap before it previews brush strokes', async () => {
    const { client, user } = await ready();
    await user.click(screen.getByRole('radio', { name: M.brush }));
    placeImage();
    drag([
      [100, 50],
      [200, 100],
    ]);
    expect(latest.strokes).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(M.brushNeedsTap);
    // The stroke is drawn as it was made until a selection includes it.
    expect(stage().querySelectorAll('.wsv-photo__stroke--add')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.selectPaint).not.toHaveBeenCalled();
  });

  it('moves a marker with the arrow keys (Shift for small steps) and marks it with Enter; with the brush, Enter paints a dot', async () => {
    const { user } = await ready();
    stage().focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowUp}{/Shift}{Enter}');
    expect(latest.taps).toEqual([{ x: 0.4, y: 0.495, mode: 'add' }]);
    await user.click(screen.getByRole('radio', { name: M.brush }));
    stage().focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(latest.strokes).toEqual([{ mode: 'add', radius: BRUSH_RADII[DEFAULT_BRUSH], points: [{ x: 0.4, y: 0.545 }] }]);
  });

  it(`stops at ${PHOTO_TAP_LIMIT} taps, and a new photo starts with none`, async () => {
    const { client, user } = await ready();
    stage().focus();
    for (let i = 0; i < PHOTO_TAP_LIMIT + 2; i += 1) await user.keyboard('{Enter}');
    expect(latest.taps).toHaveLength(PHOTO_TAP_LIMIT);
    expect(stage().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(M.tapsFull(PHOTO_TAP_LIMIT));
    await user.upload(screen.getByLabelText(M.photoChange), car());
    expect(latest.taps).toEqual([]);
    await waitFor(() => expect(latest.uploaded).toEqual(UPLOADED));
    expect(client.uploadPhoto).toHaveBeenCalledTimes(2);
  });

  it("says when previews may come again after a 429 (the server's words, else its Retry-After), and asks again by itself then", async () => {
    const { client } = await ready();
    const serverWords = 'You can preview 60 selections an hour. You can preview again in a few seconds.';
    client.selectPaint
      .mockRejectedValueOnce(new VisualizerError('RATE_LIMITED', serverWords, 429, { retryAfterSeconds: 1 }))
      .mockRejectedValueOnce(new VisualizerError('RATE_LIMITED', '', 429, { retryAfterSeconds: 1 }));
    tapAt(200, 100);
    expect((await screen.findByRole('alert')).textContent).toBe(serverWords);
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toBe('Too many previews in a short time. The selection updates again in 1 second.'),
      { timeout: 2500 },
    );
    await waitFor(() => expect(overlay()).not.toBeNull(), { timeout: 2500 });
    expect(client.selectPaint).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the photo again once the server no longer has it, and keeps the taps', async () => {
    const { client, user } = await ready();
    client.selectPaint.mockRejectedValueOnce(new VisualizerError('PHOTO_EXPIRED', '', 404));
    tapAt(200, 100);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.notUploaded);
    expect(latest.uploaded).toBeNull();
    client.uploadPhoto.mockResolvedValueOnce({ ...UPLOADED, id: 'ph_2' });
    await user.click(screen.getByRole('button', { name: M.uploadAgain }));
    await waitFor(() => expect(overlay()).not.toBeNull());
    expect(client.uploadPhoto).toHaveBeenCalledTimes(2);
    expect(lastSelection(client)?.slice(0, 2)).toEqual(['ph_2', { taps: [{ x: 0.25, y: 0.25, mode: 'add' }], strokes: [] }]);
  });

  it('says it is offline, keeps the taps and updates once the connection is back', async () => {
    const { client } = await ready();
    client.selectPaint.mockRejectedValueOnce(new VisualizerError('NETWORK'));
    tapAt(200, 100);
    expect((await screen.findByRole('alert')).textContent).toBe(M.offline);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(overlay()).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a failed selection with the server's words and tries again on request", async () => {
    const { client, user } = await ready();
    client.selectPaint.mockRejectedValueOnce(new VisualizerError('HTTP', 'The engine is busy.', 503));
    tapAt(200, 100);
    expect((await screen.findByRole('alert')).textContent).toContain(`${M.selectFailed} The engine is busy.`);
    await user.click(screen.getByRole('button', { name: VISUALIZER_MESSAGES.retry }));
    await waitFor(() => expect(overlay()).not.toBeNull());
  });

  it('says a photo could not be read, and reads it again on Try again', async () => {
    const client = createFakePhotoClient();
    client.uploadPhoto.mockRejectedValueOnce(new VisualizerError('HTTP', 'The photo is too small. Use a photo at least 64 pixels on each side.', 400));
    render(<Harness client={client} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(M.photoLabel), car());
    expect((await screen.findByRole('alert')).textContent).toContain(`${M.readFailed} The photo is too small.`);
    await user.click(screen.getByRole('button', { name: VISUALIZER_MESSAGES.retry }));
    await waitFor(() => expect(latest.uploaded).toEqual(UPLOADED));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
