import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_FAILED, RouteError, lazyRoute } from './lazy-route.tsx';

/** A module whose import the test settles by hand. */
function deferredModule<M>() {
  let settle!: { resolve: (m: M) => void; reject: (e: unknown) => void };
  const promise = new Promise<M>((resolve, reject) => (settle = { resolve, reject }));
  return { load: vi.fn(() => promise), ...settle };
}

function renderRoutes(children: RouteObject[], path = '/') {
  const router = createMemoryRouter([{ element: <Outlet />, errorElement: <RouteError otherwise={<p>Other error</p>} />, children }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe('lazyRoute', () => {
  it('shows the loading state until the code arrives, then the page; a second visit renders at once', async () => {
    const page = deferredModule<{ Pricing: () => ReactElement }>();
    const route = lazyRoute(page.load, 'Pricing');
    const first = renderRoutes([{ path: '/', ...route }]);
    expect(screen.getByRole('status').textContent).toBe('Loading page…');
    await act(async () => page.resolve({ Pricing: () => <h1>Pricing</h1> }));
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeTruthy();
    first.unmount();

    renderRoutes([{ path: '/', ...route }]);
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeTruthy();
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it("starts the page's code together with its layout's, not after it", async () => {
    const layout = deferredModule<{ Shell: () => ReactElement }>();
    const page = deferredModule<{ Leads: () => ReactElement }>();
    renderRoutes([{ ...lazyRoute(layout.load, 'Shell'), children: [{ path: '/leads', ...lazyRoute(page.load, 'Leads') }] }], '/leads');
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(page.load).toHaveBeenCalledTimes(1);
    await act(async () => {
      page.resolve({ Leads: () => <h1>Leads</h1> });
      layout.resolve({ Shell: () => <main><Outlet /></main> });
    });
    expect(screen.getByRole('main').textContent).toBe('Leads');
  });

  it('offers a reload when the code cannot be fetched, and leaves other errors to the page given', async () => {
    // React and React Router report the caught error on the console; here it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const page = deferredModule<{ Help: () => ReactElement }>();
    renderRoutes([{ path: '/', ...lazyRoute(page.load, 'Help') }]);
    await act(async () => page.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('heading', { level: 1, name: PAGE_LOAD_FAILED.title })).toBeTruthy();
    expect(screen.getByText(PAGE_LOAD_FAILED.text)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: PAGE_LOAD_FAILED.reload }));
    expect(reload).toHaveBeenCalledTimes(1);

    function Broken(): ReactElement {
      throw new Error('a bug, not a network failure');
    }
    renderRoutes([{ path: '/', element: <Broken /> }]);
    expect(screen.getByText('Other error')).toBeTruthy();
  });

  it('offline, says so and opens the page by itself when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const page = deferredModule<{ Plans: () => ReactElement }>();
    renderRoutes([{ path: '/', ...lazyRoute(page.load, 'Plans') }]);
    await act(async () => page.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('heading', { level: 1, name: PAGE_LOAD_FAILED.offlineTitle })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(PAGE_LOAD_FAILED.offlineText);
    expect(reload).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
