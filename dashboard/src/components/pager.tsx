// The one pager of every list (docs/decisions/030-bounded-lists.md): Previous and Next around "Page 2 of 5 · 112
// bookings", in a navigation landmark named after the list. It stays mounted while the next page loads, and an
// end it cannot go past is aria-disabled rather than disabled, so the focus stays on the button a keyboard user
// just pressed. A list that fits on one page shows no pager.
import { useEffect } from 'react';
import { pageCount, type PageInfo } from '@wrapsmith/core';
import './pager.css';

export const PAGER_MESSAGES = {
  navLabel: (list: string) => `${list} pages`,
  previous: 'Previous',
  next: 'Next',
  status: (page: number, pages: number, total: number, noun: string) => `Page ${page} of ${pages} · ${total} ${noun}`,
} as const;

export interface PagerProps extends PageInfo {
  /** Names the list, e.g. "Leads": the landmark is "Leads pages". */
  label: string;
  /** How a count of the rows reads, e.g. ['lead', 'leads']. */
  noun: readonly [singular: string, plural: string];
  onPage: (page: number) => void;
  /** A page is on its way: the status says so. */
  busy?: boolean;
}

export function Pager({ label, noun, page, pageSize, total, onPage, busy = false }: PagerProps) {
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
    <nav className="ws-pager" aria-label={PAGER_MESSAGES.navLabel(label)} aria-busy={busy || undefined}>
      <div className="ws-pager__row">
        <button type="button" className="ws-btn ws-btn--sm ws-pager__previous" aria-disabled={!hasPrevious || undefined} onClick={() => go(page - 1, hasPrevious)}>
          <span aria-hidden="true">‹ </span>
          {PAGER_MESSAGES.previous}
          <span className="ws-visually-hidden"> page</span>
        </button>
        <p className="ws-pager__status ws-muted" aria-live="polite">
          {PAGER_MESSAGES.status(Math.min(page, pages), pages, total, total === 1 ? noun[0] : noun[1])}
        </p>
        <button type="button" className="ws-btn ws-btn--sm ws-pager__next" aria-disabled={!hasNext || undefined} onClick={() => go(page + 1, hasNext)}>
          {PAGER_MESSAGES.next}
          <span className="ws-visually-hidden"> page</span>
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
    </nav>
  );
}
