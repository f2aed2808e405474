import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render, type VNode } from 'preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, type LoadedPart } from './lazy-part.tsx';
import { WIDGET_MESSAGES as M } from './messages.ts';

const words = { loading: 'Loading the part…', failed: "The part didn't load." };
function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const containers: HTMLElement[] = [];

/** The widget's components are typed as React's and run on preact, as in the bundle. */
function mount(node: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  containers.push(container);
  render(node as VNode, container);
  return container;
}

afterEach(() => {
  for (const container of containers.splice(0)) render(null, container);
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('shows the loading line, then the part with its stylesheet share; every copy shares one download', async () => {
    const load = vi.fn(() => Promise.resolve({ component: Greeting, css: '.x{color:red}' }));
    const part = lazyPart(load, words);
    const first = mount(<part.Part name="Sam" />);
    mount(<part.Part name="Dana" />);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([words.loading, words.loading]);
    await screen.findByText('Hello Sam');
    await screen.findByText('Hello Dana');
    expect(first.querySelector('style')?.textContent).toBe('.x{color:red}');
    expect(load).toHaveBeenCalledTimes(1);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when preloaded', async () => {
    const part = lazyPart(() => Promise.resolve({ component: Greeting, css: '' }), words);
    await part.preload();
    const container = mount(<part.Part name="Sam" />);
    expect(container.textContent).toBe('Hello Sam');
    expect(container.querySelector('style')).toBeNull();
  });

  it('shows the part when its chunk arrived between the first render and the effect', async () => {
    const part = lazyPart(() => Promise.resolve({ component: Greeting, css: '' }), words);
    const arriving = part.preload();
    mount(<part.Part name="Sam" />);
    await arriving;
    await screen.findByText('Hello Sam');
  });

  it('offers a retry after a failed download, and the retry downloads again', async () => {
    const load = vi.fn<() => Promise<LoadedPart<{ name: string }>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ component: Greeting, css: '' });
    const part = lazyPart(load, words);
    mount(<part.Part name="Sam" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${words.failed} ${M.retry}`);
    await userEvent.setup().click(screen.getByRole('button', { name: M.retry }));
    await screen.findByText('Hello Sam');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('puts its status line in the frame it was given', async () => {
    const part = lazyPart(() => new Promise<never>(() => {}), { ...words, frame: (status) => <div className="backdrop">{status}</div> });
    const container = mount(<part.Part />);
    await waitFor(() => expect(container.querySelector('.backdrop [role="status"]')?.textContent).toBe(words.loading));
  });
});
