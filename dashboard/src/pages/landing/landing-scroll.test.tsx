// The landing page's links to its sections (/#howitWorks …) scroll there smoothly, and at once for a visitor who
// asked their system for less motion (prefers-reduced-motion), as the base CSS does for scroll-behavior.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  vi.restoreAllMocks();
});

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

async function scrollOfSection(): Promise<ScrollIntoViewOptions | boolean | undefined> {
  const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
  renderApp('/#howitWorks');
  await screen.findByRole('heading', { level: 1 });
  // Other parts of the page scroll their own elements (the feature tabs): only the section's call counts.
  const section = () => scroll.mock.contexts.findIndex((element) => (element as HTMLElement).id === 'howitWorks');
  await waitFor(() => expect(section()).toBeGreaterThanOrEqual(0));
  return scroll.mock.calls[section()]![0];
}

describe('the landing page scrolls to the section its link names', () => {
  it('smoothly by default', async () => {
    prefersReducedMotion(false);
    expect(await scrollOfSection()).toEqual({ behavior: 'smooth', block: 'start' });
  });

  it('at once for a visitor who asked for less motion', async () => {
    prefersReducedMotion(true);
    expect(await scrollOfSection()).toEqual({ behavior: 'auto', block: 'start' });
  });
});
