// Entry point: wait for the persisted session (at most 5 s), then mount the router.
// First, before any module defines a zod schema: the page's CSP allows no eval.
import '@wrapsmith/core/parse-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ApiProvider, createApi } from './api/index.ts';
import { appRoutes } from './routes/routes.tsx';
import { isCustomerPage, startLanguage } from './i18n/locale.ts';
import { waitForRehydration } from './stores/session.ts';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await waitForRehydration();
// The user's language (or the browser's) is loaded before the first screen shows, so it never flashes English; the
// customer's pages speak the customer's language with their own words, so they do not wait for the staff's.
const language = startLanguage();
if (!isCustomerPage(window.location.pathname)) await language;
const api = createApi();
const router = createBrowserRouter(appRoutes());

createRoot(container).render(
  <StrictMode>
    <ApiProvider api={api}>
      <RouterProvider router={router} />
    </ApiProvider>
  </StrictMode>,
);
