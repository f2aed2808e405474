// The error screens in another language (issue 28 item 1): loaded only when one shows in it (./not-found-page.tsx).
import { useArea } from '../../i18n/area.ts';
import { ERROR } from '../../i18n/areas/error/index.ts';
import { ErrorView, type ErrorWords } from './not-found-page.tsx';

export function TranslatedErrorScreen({ code, words }: { code: string; words: ErrorWords }) {
  const t = useArea(ERROR);
  return <ErrorView code={code} title={t(`error.${words}.title`)} text={t(`error.${words}.text`)} home={t('error.home')} />;
}
