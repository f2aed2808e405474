import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { RenderView, type RenderedImage } from './render-view.tsx';
import { RENDERED } from './test/fake-client.ts';

const image: RenderedImage = {
  src: RENDERED.imageSrc,
  alt: '2024 Tesla Model 3 wrapped in 3M Gloss Black G12',
  caption: '2024 Tesla Model 3 · 3M Gloss Black G12',
  downloadName: 'wrapsmith-2024-tesla-model-3-3m-gloss-black-g12.png',
};

describe('RenderView', () => {
  it('invites a pick before the first render', () => {
    render(<RenderView image={null} generating={false} />);
    expect(screen.getByRole('region', { name: M.preview }).textContent).toContain(M.previewEmpty);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the picture with its caption and a PNG download', () => {
    render(<RenderView image={image} generating={false} />);
    expect(screen.getByRole<HTMLImageElement>('img', { name: image.alt }).src).toBe(image.src);
    expect(screen.getByText(image.caption)).toBeTruthy();
    const download = screen.getByRole('link', { name: M.download });
    expect(download.getAttribute('download')).toBe(image.downloadName);
    expect(download.getAttribute('href')).toBe(image.src);
    expect(screen.getByRole('status').textContent).toBe(M.ready);
  });

  it('says where the picture comes from under its caption when the host gives a note', () => {
    render(<RenderView image={{ ...image, note: M.libraryNote('Northside Wraps') }} generating={false} />);
    expect(screen.getByText('A real photo from Northside Wraps’ work')).toBeTruthy();
    expect(M.libraryNote('Demo Wrap Studio')).toBe('A real photo from Demo Wrap Studio’s work');
  });

  it('covers the frame with a spinner and announces progress while generating', () => {
    render(<RenderView image={image} generating />);
    expect(screen.getByRole('region', { name: M.preview }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(M.generating);
    expect(document.querySelector('.wsv-render__overlay .ws-spinner')).not.toBeNull();
    expect(screen.queryByRole('link', { name: M.download })).toBeNull();
  });

  it('keeps the empty-frame invitation out from under the spinner of a first render', () => {
    render(<RenderView image={null} generating />);
    expect(screen.getByRole('region', { name: M.preview }).textContent).not.toContain(M.previewEmpty);
    expect(screen.getByRole('status').textContent).toBe(M.generating);
  });
});
