// The router's error page: a route error. A 404 is the Page Not Found screen; anything else gets an honest
// heading and the same way home, in the reader's language.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen, NotFoundPage } from './not-found-page.tsx';

export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorScreen code="Oops" words="failed" />;
}
