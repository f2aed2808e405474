// Issue 22 item 5 (decisions 064, 074): the download sizes a plan allows, and for a photo the honest "up to its own size".
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EXPORT_COPY, ExportLinks } from './export-links.tsx';

function show(props: { planKey: string | null; photo?: boolean }) {
  render(
    <MemoryRouter>
      <ExportLinks url="/api/v1/user/renders/r1/image" {...props} />
    </MemoryRouter>,
  );
  const sizes = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Download size' });
  return { sizes, options: [...sizes.options].map((o) => [o.textContent, o.disabled]) };
}

describe('ExportLinks', () => {
  it('offers a Pro shop a photo at up to 4096 px and says a smaller photo is not enlarged', () => {
    const { sizes, options } = show({ planKey: 'pro', photo: true });
    expect(options).toEqual([
      ['1024 px', false],
      ['Up to 2048 px (2K)', false],
      ['Up to 4096 px (4K)', false],
    ]);
    expect(sizes.value).toBe('4096');
    expect(screen.getByText(EXPORT_COPY.photoNote)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/api/v1/user/renders/r1/image?download=1&size=4096');
  });

  it('offers a drawing at the exact sizes, without the photo note, and an Ultimate shop no 4K', () => {
    const { options } = show({ planKey: 'ultimate' });
    expect(options).toEqual([
      ['1024 px', false],
      ['2048 px (2K)', false],
      ['4096 px (4K) — Pro plan', true],
    ]);
    expect(screen.queryByText(EXPORT_COPY.photoNote)).toBeNull();
    expect(screen.getByRole('link', { name: EXPORT_COPY.upgrade }).getAttribute('href')).toBe('/subscription');
  });
});
