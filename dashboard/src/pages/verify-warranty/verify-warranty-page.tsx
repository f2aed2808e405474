// The public verification page (/verify-warranty?id=…, issue 27 item 2, decision 093): what a warranty certificate's
// QR code opens. No login; the id is the key. It shows only the vehicle, the films, the dates and the shop, and
// whether the warranty is in force: never the owner's name, email or phone. It speaks the certificate's language (its
// current owner's, from the answer's `locale`; issue 28 item 1, decision 100), before the answer the browser's; an
// English reader's days read as before, another language's through Intl in it.
import { useSearchParams } from 'react-router-dom';
import type { PublicWarrantyDto } from '@wrapsmith/core/contract';
import { isCalendarDay } from '@wrapsmith/core';
import { formatDate, type Locale } from '@wrapsmith/core/i18n';
import { apiErrorInfo } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useData } from '../../hooks/use-data.ts';
import { formatDay } from '../../lib/format.ts';
import { loadFor, usePageWords, type PageWords } from '../../features/customer-page/i18n/page-catalogue.ts';
import { WARRANTY_PAGE, zoneKey, type WarrantyPageKey } from '../../features/customer-page/i18n/warranty.ts';
import './verify-warranty.css';

/** A YYYY-MM-DD day as the reader reads it: English as before ("Jun 1, 2026"), another language long ("1. Juni 2026"). */
function dayIn(locale: Locale, day: string): string {
  if (locale === 'en' || !isCalendarDay(day)) return formatDay(day);
  return formatDate(locale, new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

function manufacturerTerm(w: PublicWarrantyDto, t: PageWords<WarrantyPageKey>, day: (d: string) => string): string {
  if (w.manufacturerYears === null) return t('noManufacturerTerm');
  const date = day(w.manufacturerEnds ?? '');
  const horizontal = w.manufacturerHorizontalYears;
  return horizontal !== null && horizontal !== w.manufacturerYears
    ? t('termHorizontal', { years: w.manufacturerYears, horizontal, date })
    : t('term', { years: w.manufacturerYears, date });
}

export function VerifyWarrantyPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const valid = /^[0-9a-f]{32}$/.test(id);
  // The reader's words arrive with the warranty, so the page never shows English first.
  const { state, reload } = useData(valid ? `verify-warranty:${id}` : null, async (api) => loadFor(WARRANTY_PAGE, (await api.warranties.verify(id)).data, (w) => w.locale));
  const { locale, t } = usePageWords(WARRANTY_PAGE, state.status === 'ready' ? state.data.locale : undefined);

  if (!valid || (state.status === 'error' && apiErrorInfo(state.error).status === 404)) {
    return (
      <main className="app-page" id="main" lang={locale}>
        <Alert tone="error">{t('invalid')}</Alert>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="app-page" id="main" lang={locale}>
        <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />
      </main>
    );
  }
  if (state.status !== 'ready') {
    return (
      <main className="app-page" id="main" lang={locale}>
        <Spinner label={t('loading')} />
      </main>
    );
  }
  const w = state.data;
  const day = (d: string) => dayIn(locale, d);
  const inForce = w.status === 'active' || w.status === 'transferred';
  const zones = w.zones.map((zone) => {
    const key = zoneKey(zone);
    return key ? t(key) : zone;
  });
  return (
    <main className="app-page" id="main" data-testid="verify-warranty" lang={locale}>
      <h1>{t('title', { shop: w.shopName })}</h1>
      <Alert tone={inForce ? 'success' : 'warning'}>{t(`state.${w.status}`)}</Alert>
      <dl className="wsv-facts">
        <dt>{t('vehicle')}</dt>
        <dd>{w.vehicle || '—'}</dd>
        {w.vinEnding ? (
          <>
            <dt>{t('vinEnding')}</dt>
            <dd>{w.vinEnding}</dd>
          </>
        ) : null}
        <dt>{t('film')}</dt>
        <dd>{[w.brandName, w.filmName, w.filmCode ? `(${w.filmCode})` : ''].filter(Boolean).join(' ')}</dd>
        <dt>{t('batch')}</dt>
        <dd>{w.batch}</dd>
        <dt>{t('covered')}</dt>
        <dd>{zones.join(', ')}</dd>
        <dt>{t('installed')}</dt>
        <dd>{day(w.installDate)}</dd>
        <dt>{t('manufacturer')}</dt>
        <dd>{manufacturerTerm(w, t, day)}</dd>
        <dt>{t('workmanship')}</dt>
        <dd>{w.workmanshipYears > 0 ? t('term', { years: w.workmanshipYears, date: day(w.workmanshipEnds) }) : t('none')}</dd>
        <dt>{t('shop')}</dt>
        <dd>{w.shopName}</dd>
      </dl>
    </main>
  );
}
