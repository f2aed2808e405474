// Page Not Found (spec §2): any path the route table does not know. "Go to Home" leads a signed-in user to
// the dashboard and anyone else to the landing page. The route table (the entry) shows these screens, so only their
// English is here; in another language the screen's words arrive with ./error-words.tsx (the `error` area, decision
// 101), so the entry carries no area machinery and no route counts these words.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/loading.tsx';
import { ERROR_EN } from '../../i18n/areas/error/en.ts';
import { useLocale } from '../../i18n/locale.ts';
import { useSession } from '../../stores/session.ts';

export const NOT_FOUND = {
  title: ERROR_EN['error.notFound.title'],
  text: ERROR_EN['error.notFound.text'],
  home: ERROR_EN['error.home'],
} as const;

export type ErrorWords = 'notFound' | 'failed';

const Translated = lazy(() => import('./error-words.tsx').then((m) => ({ default: m.TranslatedErrorScreen })));

export function NotFoundPage() {
  return <ErrorScreen code="404" words="notFound" />;
}

export function ErrorScreen({ code, words }: { code: string; words: ErrorWords }) {
  const locale = useLocale((s) => s.locale);
  if (locale === 'en') return <ErrorView code={code} title={ERROR_EN[`error.${words}.title`]} text={ERROR_EN[`error.${words}.text`]} home={NOT_FOUND.home} />;
  return (
    <Suspense
      fallback={
        <main id="main" className="error-page ws-on-ink">
          <Spinner />
        </main>
      }
    >
      <Translated code={code} words={words} />
    </Suspense>
  );
}

export function ErrorView({ code, title, text, home }: { code: string; title: string; text: string; home: string }) {
  const user = useSession((s) => s.currentUser);
  return (
    <main id="main" className="error-page ws-on-ink">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={user ? '/dashboard' : '/'} className="ws-btn ws-btn--primary ws-btn--lg">
        {home}
      </Link>
    </main>
  );
}
