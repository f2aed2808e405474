// Issue 23 item 23: the Year list needs only the shop's key, so an inline widget asks for it beside the config, not
// after the wrap flow's chunk has arrived and mounted. Here that chunk is held back until the test lets it go.
import { waitFor, within } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WIDGET_MESSAGES as M } from './messages.ts';
import { createFakeApi } from './test/fake-api.ts';
import type * as WrapFlowModule from './wrap-flow.tsx';

type WrapFlowChunk = typeof WrapFlowModule;

const gate = vi.hoisted(() => {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release, loaded: false };
});

vi.mock('./wrap-flow.tsx', async (importOriginal) => {
  await gate.opened;
  const chunk = await importOriginal<WrapFlowChunk>();
  gate.loaded = true;
  return chunk;
});

const fake = createFakeApi();
const routes = () => fake.calls.map((call) => call.url.split('/').pop());

beforeAll(async () => {
  vi.stubGlobal('fetch', fake.fetch);
  await import('./element.tsx');
});

afterAll(() => vi.unstubAllGlobals());

describe('the Year list (issue 23 item 23)', () => {
  it('is requested beside the config, before the wrap flow has loaded, and that answer fills the select', async () => {
    const element = document.createElement('wrapsmith-visualizer');
    element.setAttribute('api-base', 'https://app.wrapsmith.test');
    element.setAttribute('shop-key', 'pk_early');
    document.body.append(element);
    const view = within(element.shadowRoot as unknown as HTMLElement);

    await waitFor(() => expect(routes()).toEqual(['config', 'get-years']));
    // The config is in and the wrap flow's chunk is still on its way: its loading line shows, no picker yet.
    await view.findByText('Northside Wraps', { exact: false });
    expect(gate.loaded).toBe(false);
    expect(view.getByRole('status').textContent).toContain(M.loading);
    expect(view.queryByRole('combobox', { name: 'Year' })).toBeNull();

    gate.release();
    const year = await view.findByRole<HTMLSelectElement>('combobox', { name: 'Year' }, { timeout: 5000 });
    await waitFor(() => expect([...year.options].map((option) => option.value)).toContain('2024'));
    expect(gate.loaded).toBe(true);
    // The visualizer took the answer already asked for: get-years went out once.
    expect(routes().filter((route) => route === 'get-years')).toHaveLength(1);
  });
});
