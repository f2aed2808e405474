// The one pager of every list (docs/decisions/030-bounded-lists.md): Previous and Next around "Page 2 of 5 · 112
// bookings", in a navigation landmark named after the list. It stays mounted while the next page loads, and an
// end it cannot go past is aria-disabled rather than disabled, so the focus stays on the button a keyboard user
// just pressed. A list that fits on one page shows no pager.
import { useEffect } from 'react';
import { pageCount, type PageInfo } from '@wrapsmith/core';
import { useArea } from '../i18n/area.ts';
import { COMMON } from '../i18n/areas/common/index.ts';
import { COMPONENTS } from '../i18n/areas/components/index.ts';
import './pager.css';

/** The English (tests read it); the screen reads the components area. */
export const PAGER_MESSAGES = {
  navLabel: (list: string) => `${list} pages`,
  previous: 'Previous',
  next: 'Next',
  status: (page: number, pages: number, total: number, noun: string) => `Page ${page} of ${pages} · ${total} ${noun}`,
} as const;

export interface PagerProps extends PageInfo {
  /** Names the list, e.g. "Leads", in the reader's language: the landmark is "Leads pages". */
  label: string;
  /** How a count of the rows reads, e.g. ['lead', 'leads'], in the reader's language. */
  noun: readonly [singular: string, plural: string];
  onPage: (page: number) => void;
  /** A page is on its way: the status says so. */
  busy?: boolean;
}

export function Pager({ label, noun, page, pageSize, total, onPage, busy = false }: PagerProps) {
  const t = useArea(COMPONENTS);
  const common = useArea(COMMON);
  const pages = pageCount({ pageSize, total });
  // A page past the end (rows went away, or an old link): go to the last page there is.
  const pastEnd = total > 0 && page > pages;
  useEffect(() => {
    if (pastEnd) onPage(pages);
  }, [pastEnd, pages, onPage]);

  if (pages <= 1 && page <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pages;
  const go = (to: number, allowed: boolean) => {
    if (allowed && !busy) onPage(to);
  };
  return (
    <nav className="ws-pager" aria-label={t('components.pagerNav', { list: label })} aria-busy={busy || undefined}>
      <div className="ws-pager__row">
        <button type="button" className="ws-btn ws-btn--sm ws-pager__previous" aria-disabled={!hasPrevious || undefined} aria-label={t('components.pagerPreviousPage')} onClick={() => go(page - 1, hasPrevious)}>
          <span aria-hidden="true">‹ </span>
          {common('common.previous')}
        </button>
        <p className="ws-pager__status ws-muted" aria-live="polite">
          {t('components.pagerStatus', { page: Math.min(page, pages), pages, total, noun: total === 1 ? noun[0] : noun[1] })}
        </p>
        <button type="button" className="ws-btn ws-btn--sm ws-pager__next" aria-disabled={!hasNext || undefined} aria-label={t('components.pagerNextPage')} onClick={() => go(page + 1, hasNext)}>
          {common('common.next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
    </nav>
  );
}
