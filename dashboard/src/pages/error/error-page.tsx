// The router's error page (spec §2): Page Not Found with a Go to Home link. Unknown paths are redirected by
// the catch-all, so this shows for route errors; anything other than a 404 gets an honest heading.
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useSession } from '../../stores/session.ts';

export function ErrorPage() {
  const error = useRouteError();
  const user = useSession((s) => s.currentUser);
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <main id="main" className="error-page ws-on-ink">
      <p className="error-page__code" aria-hidden="true">
        {notFound ? '404' : 'Oops'}
      </p>
      <h1>{notFound ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p>{notFound ? 'The page you are looking for does not exist or has moved.' : 'This page failed to load. Going home usually fixes it.'}</p>
      <Link to={user ? '/dashboard' : '/'} className="ws-btn ws-btn--primary ws-btn--lg">
        Go to Home
      </Link>
    </main>
  );
}
