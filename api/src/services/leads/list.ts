// The shop's leads as the Leads page and the CSV export read them: pages newest first (by page or by cursor),
// filters, search, one lead, its status.
import { pageOffset } from '@wrapsmith/core';
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { leads, type Lead, type LeadStatus } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { indexedSearch, likeLower, likePattern, searchText, type SearchIndex } from '../../db/search.ts';
import { firstRow } from '../../db/tx.ts';

export interface LeadQuery {
  status?: LeadStatus | undefined;
  /** True: only the held leads (decision 068); otherwise only the others. */
  held?: boolean | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
  cursor?: string | undefined;
}

/** The lead's searched fields for the indexes (db/search.ts; the PostgreSQL GIN index joins them the same way). */
const LEAD_SEARCH_INDEX: SearchIndex = {
  table: 'leads',
  listColumns: sql`${leads.createdAt}, ${leads.id}`,
  map: 'leads_search',
  mapKey: 'lead_id',
  pgText: sql`${leads.name} || ' | ' || ${leads.email} || ' | ' || coalesce(${leads.phone}, '') || ' | ' || coalesce(${leads.message}, '')`,
};

/**
 * Matches name, email, phone and message, case-insensitive; % and _ in the search are taken literally. From three
 * characters the search index narrows the rows first (issue 23 item 19).
 */
export function leadSearch(q: string | undefined): SQL | undefined {
  const text = searchText(q);
  if (!text) return undefined;
  const pattern = likePattern(text);
  const matches = (column: SQLiteColumn) => likeLower(sql`coalesce(${column}, '')`, pattern);
  return and(indexedSearch(LEAD_SEARCH_INDEX, text), or(matches(leads.name), matches(leads.email), matches(leads.phone), matches(leads.message)));
}

const leadFilter = (scope: ShopScope, query: Pick<LeadQuery, 'status' | 'q' | 'held'>) =>
  scope.where(leads, query.held ? isNotNull(leads.heldAt) : isNull(leads.heldAt), query.status ? eq(leads.status, query.status) : undefined, leadSearch(query.q));

/** Leads older in list order (newest first) than `after`: a row comparison the (shop_id, created_at, id) index answers. */
const olderThan = (after: Pick<Lead, 'createdAt' | 'id'> | undefined): SQL | undefined =>
  after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt.getTime()}, ${after.id})` : undefined;

const LIST_ORDER = [desc(leads.createdAt), desc(leads.id)];

/** What the CSV export writes of a lead (and its key): only these columns are read and mapped per slice. */
export type LeadExportRow = Pick<Lead, 'id' | 'createdAt' | 'status' | 'name' | 'email' | 'phone' | 'preferredDate' | 'snapshot' | 'message' | 'pageUrl' | 'renderId'>;

const EXPORT_COLUMNS = {
  id: leads.id,
  createdAt: leads.createdAt,
  status: leads.status,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  preferredDate: leads.preferredDate,
  snapshot: leads.snapshot,
  message: leads.message,
  pageUrl: leads.pageUrl,
  renderId: leads.renderId,
};

/**
 * The CSV export's next slice (issue 23 item 20): up to `limit` leads matching the filters after `after` in list
 * order (newest first), found by the key (created_at, id) rather than an offset, so each slice costs the same and a
 * lead arriving mid-export (newer than the first slice) cannot shift the rows. Only the exported columns are read.
 */
export async function leadsAfter(db: Db, scope: ShopScope, query: Pick<LeadQuery, 'status' | 'q' | 'held'>, after: Pick<Lead, 'createdAt' | 'id'> | undefined, limit: number): Promise<LeadExportRow[]> {
  return db.select(EXPORT_COLUMNS).from(leads).where(and(leadFilter(scope, query), olderThan(after))).orderBy(...LIST_ORDER).limit(limit);
}

/**
 * The page query of the list (`page`: at its offset; `after`: by the key) and the query of its `total`. Without a
 * status or a search, both are answered from `leads_shop_listed_idx` (its condition is the list's `held_at is null`):
 * a deep page's skipped rows and the count are index entries, never table rows (decision 097).
 */
export function leadPageQuery(db: Db, scope: ShopScope, query: LeadQuery, after?: Pick<Lead, 'createdAt' | 'id'>) {
  const page = db.select().from(leads).where(and(leadFilter(scope, query), olderThan(after))).orderBy(...LIST_ORDER).limit(query.pageSize + 1);
  return after ? page : page.offset(pageOffset(query));
}

export const leadCountQuery = (db: Db, scope: ShopScope, query: LeadQuery) => db.select({ n: count() }).from(leads).where(leadFilter(scope, query));

/**
 * One page of the shop's leads, newest first: by `page` (with how many match on all pages), or after `after` (the
 * last row of the page before, from a cursor; not counted). `more`: whether rows follow this page.
 */
export async function listLeads(
  db: Db,
  scope: ShopScope,
  query: LeadQuery,
  after?: Pick<Lead, 'createdAt' | 'id'>,
): Promise<{ leads: Lead[]; total: number | null; more: boolean }> {
  const rows = await leadPageQuery(db, scope, query, after);
  const more = rows.length > query.pageSize;
  if (more) rows.pop();
  if (after) return { leads: rows, total: null, more };
  return { leads: rows, total: (await firstRow(leadCountQuery(db, scope, query)))?.n ?? 0, more };
}

export async function findLead(db: Db, scope: ShopScope, id: string): Promise<Lead | undefined> {
  return firstRow(db.select().from(leads).where(scope.where(leads, eq(leads.id, id))));
}

export async function setLeadStatus(db: Db, scope: ShopScope, id: string, status: LeadStatus, now: Date): Promise<Lead | undefined> {
  return firstRow(db.update(leads).set({ status, updatedAt: now }).where(scope.where(leads, eq(leads.id, id))).returning());
}
