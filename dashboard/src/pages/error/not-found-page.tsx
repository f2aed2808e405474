// Page Not Found (spec §2): any path the route table does not know. "Go to Home" leads a signed-in user to
// the dashboard and anyone else to the landing page. Its words are the `public` area's (decision 101), in the
// reader's language; it may render outside a route's loading boundary, so it brings its own.
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/loading.tsx';
import { useArea } from '../../i18n/area.ts';
import { PUBLIC_EN } from '../../i18n/areas/public/en.ts';
import { PUBLIC } from '../../i18n/areas/public/index.ts';
import { useSession } from '../../stores/session.ts';

/** The English words (tests read them); the screen reads them through the area. */
export const NOT_FOUND = {
  title: PUBLIC_EN['public.notFound.title'],
  text: PUBLIC_EN['public.notFound.text'],
  home: PUBLIC_EN['public.notFound.home'],
} as const;

type Words = 'notFound' | 'error';

export function NotFoundPage() {
  return <ErrorScreen code="404" words="notFound" />;
}

export function ErrorScreen({ code, words }: { code: string; words: Words }) {
  return (
    <Suspense
      fallback={
        <main id="main" className="error-page ws-on-ink">
          <Spinner />
        </main>
      }
    >
      <ErrorWords code={code} words={words} />
    </Suspense>
  );
}

function ErrorWords({ code, words }: { code: string; words: Words }) {
  const t = useArea(PUBLIC);
  const user = useSession((s) => s.currentUser);
  return (
    <main id="main" className="error-page ws-on-ink">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1>{t(`public.${words}.title`)}</h1>
      <p>{t(`public.${words}.text`)}</p>
      <Link to={user ? '/dashboard' : '/'} className="ws-btn ws-btn--primary ws-btn--lg">
        {t('public.notFound.home')}
      </Link>
    </main>
  );
}
