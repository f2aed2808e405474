// The loading and error states every booking list shares, and its pager; the list itself renders once the
// bookings are in. `what` names the list ("quotes", "cancelled bookings"), so several lists on one page keep
// distinct retries and pagers; it is written in the active language, as the page's own words are.
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { Pager } from '../../components/pager.tsx';
import { useArea } from '../../i18n/area.ts';
import { BOOKINGS } from '../../i18n/areas/bookings/index.ts';
import type { PagedState } from '../../hooks/use-paged-list.ts';

/** Typed by its rows: bookings, or the people of the Customers page. */
export function LoadedBookings<T>({
  state,
  reload,
  what,
  pages,
  children,
}: {
  state: PagedState<T>;
  reload: () => void;
  what: string;
  /** Names the pager's landmark ("Canceled pages") and turns the page. */
  pages: { label: string; noun: readonly [string, string]; onPage: (page: number) => void };
  children: (rows: T[]) => ReactNode;
}) {
  const t = useArea(BOOKINGS);
  if (state.status === 'loading') return <Spinner label={t('bookings.loading', { what })} />;
  if (state.status === 'error') {
    return (
      <div className="wsa-error">
        <Alert tone="error">{t('bookings.loadFailed', { what })}</Alert>
        <button type="button" className="ws-btn ws-btn--sm" aria-label={t('bookings.retryLabel', { what })} onClick={reload}>
          {t('bookings.retry')}
        </button>
      </div>
    );
  }
  const { list, loading } = state;
  return (
    <div className="wsa-list">
      <div className="ws-paged-rows" aria-busy={loading || undefined}>
        {children(list.data)}
      </div>
      <Pager {...pages} page={list.page} pageSize={list.pageSize} total={list.total} busy={loading} />
    </div>
  );
}
