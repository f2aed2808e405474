import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_TAP_LIMIT } from '@wrapsmith/core/rules';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_TAPS_MESSAGES as M } from './messages.ts';
import { NO_PHOTO, PhotoTaps, type PhotoSelection } from './photo-taps.tsx';

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:car');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

let latest: PhotoSelection = NO_PHOTO;
function Harness() {
  const [value, setValue] = useState<PhotoSelection>(NO_PHOTO);
  latest = value;
  return <PhotoTaps value={value} onChange={setValue} />;
}

const car = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' });

/** The picture sits at (100, 50) and is 400 × 200 on screen. */
function placeImage() {
  const image = screen.getByRole('button', { name: /^Your photo\./ }).querySelector('img');
  if (!image) throw new Error('no image');
  image.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) });
}

describe('PhotoTaps', () => {
  it('takes an image from the camera or library, and marks a click as a fraction of the picture', async () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>(M.photoLabel);
    expect(input.accept).toBe('image/*');
    expect(input.hasAttribute('capture')).toBe(false);
    await userEvent.setup().upload(input, car());
    expect(screen.getByLabelText(M.photoChange)).toBeTruthy();
    placeImage();
    fireEvent.click(screen.getByRole('button', { name: /^Your photo\./ }), { clientX: 200, clientY: 200, detail: 1 });
    expect(latest.taps).toEqual([{ x: 0.25, y: 0.75, mode: 'add' }]);
    expect(latest.photo?.name).toBe('car.jpg');
  });

  it('marks "Not paint" taps as removes, and shows each tap on the picture', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(M.photoLabel), car());
    placeImage();
    const stage = screen.getByRole('button', { name: /^Your photo\. Click or tap to mark paint/ });
    fireEvent.click(stage, { clientX: 300, clientY: 150, detail: 1 });
    await user.click(screen.getByRole('radio', { name: M.tapNotPaint }));
    fireEvent.click(screen.getByRole('button', { name: /mark not paint/ }), { clientX: 500, clientY: 250, detail: 1 });
    expect(latest.taps).toEqual([
      { x: 0.5, y: 0.5, mode: 'add' },
      { x: 1, y: 1, mode: 'remove' },
    ]);
    expect(stage.querySelectorAll('.wsv-photo__tap--add')).toHaveLength(1);
    expect(stage.querySelectorAll('.wsv-photo__tap--remove')).toHaveLength(1);
    expect(screen.getByText(M.tapCount(1, 1))).toBeTruthy();
  });

  it('moves a marker with the arrow keys (Shift for small steps) and marks it with Enter', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(M.photoLabel), car());
    screen.getByRole('button', { name: /^Your photo\./ }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowUp}{/Shift}{Enter}');
    expect(latest.taps).toEqual([{ x: 0.4, y: 0.495, mode: 'add' }]);
  });

  it(`stops at ${PHOTO_TAP_LIMIT} taps, and a new photo starts with none`, async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText(M.photoLabel);
    await user.upload(input, car());
    const stage = screen.getByRole<HTMLButtonElement>('button', { name: /^Your photo\./ });
    stage.focus();
    for (let i = 0; i < PHOTO_TAP_LIMIT + 2; i += 1) await user.keyboard('{Enter}');
    expect(latest.taps).toHaveLength(PHOTO_TAP_LIMIT);
    expect(stage.disabled).toBe(true);
    expect(screen.getByText(M.tapsFull(PHOTO_TAP_LIMIT))).toBeTruthy();
    await user.upload(screen.getByLabelText(M.photoChange), car());
    expect(latest.taps).toEqual([]);
  });
});
