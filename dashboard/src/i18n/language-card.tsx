// Settings → Profile: the language this user's dashboard speaks (issue 28 item 1, decision 099). "As my browser"
// saves null; the dashboard switches as soon as the answer arrives (the session's user carries it).
import { useState, type FormEvent } from 'react';
import { LOCALE_NAMES, SUPPORTED_LOCALES, isLocale } from '@wrapsmith/core/i18n';
import { apiErrorText, useApi } from '../api/index.ts';
import { SelectField } from '../components/field.tsx';
import { SubmitRow } from '../components/submit-row.tsx';
import { useSession } from '../stores/session.ts';
import { chosenLocale, useT } from './locale.ts';
import { LANGUAGE_EN } from './en/language.ts';

export function LanguageCard() {
  const api = useApi();
  const t = useT(LANGUAGE_EN);
  const user = useSession((s) => s.currentUser);
  const [value, setValue] = useState<string>(user?.locale ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const res = await api.auth.updateUser({ locale: isLocale(value) ? value : null });
      useSession.getState().setUser(res.data.user);
      setDone(t('language.saved'));
    } catch (error) {
      setFailure(apiErrorText(error, t('language.failed'), t('language.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ws-card app-panel" aria-labelledby="language-title">
      <h2 id="language-title" className="ws-card__title">
        {t('language.title')}
      </h2>
      <form className="ws-stack" onSubmit={(e) => void save(e)}>
        <SelectField label={t('language.label')} hint={t('language.hint')} value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">{t('language.browser', { language: LOCALE_NAMES[chosenLocale(null)] })}</option>
          {SUPPORTED_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
        <SubmitRow failure={failure} done={done} busy={busy} label={t('language.save')} busyLabel={t('language.saving')} rowClassName="" />
      </form>
    </section>
  );
}
