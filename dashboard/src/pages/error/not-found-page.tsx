// Page Not Found (spec §2): any path the route table does not know. "Go to Home" leads a signed-in user to
// the dashboard and anyone else to the landing page.
import { Link } from 'react-router-dom';
import { useSession } from '../../stores/session.ts';

export const NOT_FOUND = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Go to Home',
} as const;

export function NotFoundPage() {
  return <ErrorScreen code="404" title={NOT_FOUND.title} text={NOT_FOUND.text} />;
}

export function ErrorScreen({ code, title, text }: { code: string; title: string; text: string }) {
  const user = useSession((s) => s.currentUser);
  return (
    <main id="main" className="error-page ws-on-ink">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={user ? '/dashboard' : '/'} className="ws-btn ws-btn--primary ws-btn--lg">
        {NOT_FOUND.home}
      </Link>
    </main>
  );
}
