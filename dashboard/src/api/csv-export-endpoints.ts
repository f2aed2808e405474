// Addresses of docs/api.md's CSV exports (leads, bookings). The browser downloads these itself through a plain
// link, sending the session cookie on the same origin, so this module builds URLs instead of making requests.
import type { LeadStatus } from '@wrapsmith/core/contract';
import type { BookingStatus } from '@wrapsmith/core';
import type { KyInstance } from 'ky';

export interface CsvExportFilters<Status extends string> {
  status?: Status | undefined;
  q?: string | undefined;
}

/** The prefix every call of `http` goes to, read from ky's own defaults, so a link and a call cannot drift apart. */
function prefixOf(http: KyInstance): string {
  let prefix = '';
  http.extend((defaults) => {
    prefix = String(defaults.prefixUrl ?? '');
    return {};
  });
  return prefix.replace(/\/+$/, '');
}

/** The filters as the list calls send them: an empty status or a blank search is left out. */
function exportHref(prefix: string, path: string, { status, q }: CsvExportFilters<string>): string {
  const searchParams = new URLSearchParams();
  if (status) searchParams.set('status', status);
  if (q?.trim()) searchParams.set('q', q.trim());
  const query = searchParams.toString();
  return `${prefix}/${path}${query ? `?${query}` : ''}`;
}

export function csvExportEndpoints(http: KyInstance) {
  const prefix = prefixOf(http);
  return {
    leads: (filters: CsvExportFilters<LeadStatus> = {}) => exportHref(prefix, 'user/leads/export.csv', filters),
    bookings: (filters: CsvExportFilters<BookingStatus> = {}) => exportHref(prefix, 'user/booking/export.csv', filters),
  };
}
