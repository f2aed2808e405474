// Renders one inline widget against the fake API and reads back its words (issue 28 item 5): its text and the
// attributes a visitor hears or sees (aria-label, placeholder, title), once the shop's header is in.
import { waitFor } from '@testing-library/dom';
import { vi } from 'vitest';
import { createFakeApi } from './fake-api.ts';

export const SHOP_KEY = 'pk_demo_northside_0000000000000000';

export async function renderWidget({ lang, visitorLanguages }: { lang?: string; visitorLanguages: string[] }): Promise<{ root: ShadowRoot; words: string }> {
  const api = createFakeApi();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => api.fetch(input, init));
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(visitorLanguages);
  await import('../element.tsx');
  const element = document.createElement('wrapsmith-visualizer');
  element.setAttribute('api-base', 'https://app.wrapsmith.test');
  element.setAttribute('mode', 'inline');
  if (lang) element.setAttribute('lang', lang);
  element.setAttribute('shop-key', SHOP_KEY);
  document.body.append(element);
  const root = await waitFor(() => {
    const shadow = element.shadowRoot;
    if (!shadow?.querySelector('.wsw-contact')) throw new Error('the shop is not in yet');
    return shadow;
  });
  const attributes = [...root.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((node) =>
    ['aria-label', 'placeholder', 'title'].map((name) => node.getAttribute(name) ?? ''),
  );
  return { root, words: [root.textContent ?? '', ...attributes].join('\n') };
}
