// Renders the real route table in a memory router with the API on a fake fetch.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ApiProvider, createApi, type ApiUser } from '../api/index.ts';
import { appRoutes } from '../routes/routes.tsx';
import { useSession } from '../stores/session.ts';
import { fakeFetch, json, type FakeReply } from './fake-fetch.ts';
import { EMPTY_PAGE, teamPageOf } from './fixtures.ts';

export const TEST_API_BASE = 'http://localhost/api/v1';

export function renderApp(path: string, { user, replies = {} }: { user?: ApiUser; replies?: Record<string, FakeReply> } = {}) {
  if (user) useSession.setState({ currentUser: user });
  const fake = fakeFetch({
    'GET /auth/user-info': user ? json({ data: { user } }) : json({ error: { message: 'Not signed in', code: 'UNAUTHORIZED' } }, 401),
    'GET /user/notifications': json({ ...EMPTY_PAGE, unreadCount: 0 }),
    'GET /auth/users-list': json(teamPageOf([])),
    'GET /auth/invites': json({ data: [] }),
    ...replies,
  });
  const api = createApi({ fetch: fake.fetch, baseUrl: TEST_API_BASE });
  const router = createMemoryRouter(appRoutes({ scrollRestoration: false }), { initialEntries: [path] });
  const view = render(
    <ApiProvider api={api}>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  return { ...view, router, calls: fake.calls };
}
