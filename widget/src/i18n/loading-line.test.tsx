// Issue 28: the loading line before the config arrives is in the language the embed forces or the browser prefers,
// as the first control's module leaves it (it knows the five lines); without it, English.
import { waitFor } from '@testing-library/dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { WrapsmithGlobals } from '../queue.ts';
import ES from './es.ts';
import { EN } from './en.ts';

const win = window as Window & WrapsmithGlobals;
afterAll(() => {
  vi.unstubAllGlobals();
  delete win.__wrapsmithLoading;
});

async function mountLoading(): Promise<ShadowRoot> {
  // The config never arrives: the widget stays before it.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  await import('../element.tsx');
  const element = document.createElement('wrapsmith-visualizer');
  element.setAttribute('api-base', 'https://app.wrapsmith.test');
  element.setAttribute('mode', 'inline');
  element.setAttribute('shop-key', `pk_demo_loading_${Math.random().toString(36).slice(2)}`);
  document.body.append(element);
  return waitFor(() => {
    const status = element.shadowRoot?.querySelector('[role="status"]');
    if (!status) throw new Error('not drawn yet');
    return element.shadowRoot!;
  });
}

describe('issue 28: the loading line before the config', () => {
  it('says the line the first control left, in the header and the status line', async () => {
    win.__wrapsmithLoading = ES.loading;
    const root = await mountLoading();
    expect(root.querySelector('[role="status"]')?.textContent).toBe(ES.loading);
    expect(root.querySelector('h2')?.textContent).toBe(ES.loading);
    expect(root.textContent).not.toContain(EN.loading);
  });

  it('says it in English without one', async () => {
    delete win.__wrapsmithLoading;
    const root = await mountLoading();
    expect(root.querySelector('[role="status"]')?.textContent).toBe(EN.loading);
  });
});
