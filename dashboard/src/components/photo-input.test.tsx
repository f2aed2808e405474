import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_INPUT_MESSAGES, PhotoInput } from './photo-input.tsx';

function Harness({ maxBytes, error }: { maxBytes?: number; error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <PhotoInput label="Car photo" hint="An image" file={file} onChange={setFile} maxBytes={maxBytes} error={error} preview={{ alt: 'Chosen', removeLabel: 'Remove photo' }} />
      <output>{file?.name ?? 'none'}</output>
    </>
  );
}

const jpeg = (size: number) => new File([new Uint8Array(size)], 'car.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:car');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

describe('PhotoInput', () => {
  it('passes on an image within the limit and refuses a larger one before anything is sent', async () => {
    render(<Harness maxBytes={2 * 1024 * 1024} />);
    const input = screen.getByLabelText<HTMLInputElement>('Car photo');
    await userEvent.upload(input, jpeg(1024));
    expect(screen.getByRole('status').textContent).toBe('car.jpg');
    expect(screen.getByRole('img', { name: 'Chosen' })).toBeTruthy();

    await userEvent.upload(input, jpeg(2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe(PHOTO_INPUT_MESSAGES.tooBig(2 * 1024 * 1024));
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a refusal from outside, wired to the input', () => {
    render(<Harness error="The image is too large. The limit is 10 MB." />);
    const input = screen.getByLabelText('Car photo');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('The image is too large. The limit is 10 MB.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });
});
