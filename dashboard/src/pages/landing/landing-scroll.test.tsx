// The landing page's links to its sections (/#howitWorks …) scroll there smoothly, and at once for a visitor who
// asked their system for less motion (prefers-reduced-motion), as the base CSS does for scroll-behavior.
import { describe, expect, it } from 'vitest';
import { sectionScroll } from './landing-page.tsx';

const asking = (reduce: boolean) => ({
  matchMedia: (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
});

describe('the landing page scrolls to the section its link names', () => {
  it('smoothly by default', () => {
    expect(sectionScroll(asking(false))).toEqual({ behavior: 'smooth', block: 'start' });
  });

  it('at once for a visitor who asked for less motion', () => {
    expect(sectionScroll(asking(true))).toEqual({ behavior: 'auto', block: 'start' });
  });
});
