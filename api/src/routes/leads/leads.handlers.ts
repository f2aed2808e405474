// The shop's leads, newest first, as JSON pages or one CSV file; another shop's lead id is not found (404).
import { FINISH_LABELS, type Finish } from '@wrapsmith/catalog';
import { CURSOR_MESSAGES, paged, type CursorPaged } from '@wrapsmith/core';
import type { Context } from 'hono';
import { signedRenderLink } from '../../services/links/signed-links.ts';
import type { Lead, LeadSnapshot, LeadStatus } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { CSV_SLICE_ROWS, csvStreamDownload, type CsvColumn } from '../../lib/csv.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { leadCursor } from '../../lib/cursor.ts';
import {
  discardHeldLead,
  leadsAfter,
  type LeadExportRow,
  filmLabel,
  findLead,
  listLeads as queryLeads,
  releaseLead as releaseHeld,
  setLeadStatus,
  vehicleLabel,
  type LeadQuery,
} from '../../services/leads/index.ts';
import { renderImagePath, type LeadDto } from '@wrapsmith/core/contract';

/** Behind the login: the shop's own members can open it, nobody else. */

/** The snapshot's vehicle with its source spelled out (snapshots from before visitor vehicles have none). */
function vehicleDto({ vehicle }: LeadSnapshot): LeadDto['vehicle'] {
  if (!vehicle) return null;
  const { year, make, model } = vehicle;
  return vehicle.source === 'visitor'
    ? { year, make, model, bodyStyle: null, source: 'visitor' }
    : { year, make, model, bodyStyle: vehicle.bodyStyle, source: 'catalogue' };
}

export function toLeadDto(lead: Lead): LeadDto {
  return {
    _id: lead.id,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    preferredDate: lead.preferredDate,
    message: lead.message,
    vehicle: vehicleDto(lead.snapshot),
    film: lead.snapshot.film,
    render: lead.renderId ? { _id: lead.renderId, imageUrl: renderImagePath(lead.renderId) } : null,
    withoutPicture: lead.snapshot.withoutPicture === 'no_credits',
    heldAt: lead.heldAt?.toISOString() ?? null,
    pageUrl: lead.pageUrl,
    origin: lead.origin,
    consentAt: lead.consentAt.toISOString(),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

/**
 * One page, newest first: `data` with page, pageSize and total beside it, and `nextCursor` to go on by keyset (issue
 * 23 item 19); asked with `cursor`, the page after it, with pageSize and nextCursor only.
 */
export async function listLeads(c: Context<AuthedEnv>, query: LeadQuery) {
  if (query.cursor !== undefined && c.req.query('page') !== undefined) throw badRequest(CURSOR_MESSAGES.withPage);
  const after = query.cursor === undefined ? undefined : leadCursor.decode(query.cursor);
  const { leads, total, more } = await queryLeads(c.get('deps').db, c.get('viewer').scope, query, after);
  const last = leads.at(-1);
  const nextCursor = more && last ? leadCursor.encode(last) : null;
  const data = leads.map(toLeadDto);
  if (total === null) return c.json({ data, pageSize: query.pageSize, nextCursor } satisfies CursorPaged<LeadDto>);
  return c.json({ ...paged(data, query, total), nextCursor });
}

export async function getLead(c: Context<AuthedEnv>, id: string) {
  const lead = await findLead(c.get('deps').db, c.get('viewer').scope, id);
  if (!lead) throw notFound('Lead not found');
  return c.json({ data: toLeadDto(lead) });
}

export async function updateLead(c: Context<AuthedEnv>, id: string, status: LeadStatus) {
  const lead = await setLeadStatus(c.get('deps').db, c.get('viewer').scope, id, status, c.get('deps').now());
  if (!lead) throw notFound('Lead not found');
  return c.json({ data: toLeadDto(lead) });
}

export const HELD_LEAD_MESSAGES = {
  released: 'Lead released: it is in your leads now',
  discarded: 'Held lead discarded',
  notHeld: 'Only a held lead can be discarded. Mark this one Lost instead.',
  notFound: 'Held lead not found',
} as const;

/** POST /leads/:id/release: a held lead goes into the Leads list (decision 068). */
export async function releaseLead(c: Context<AuthedEnv>, id: string) {
  const lead = await releaseHeld(c.get('deps').db, c.get('viewer').scope, id, c.get('deps').now());
  if (!lead) throw notFound(HELD_LEAD_MESSAGES.notFound);
  return c.json({ data: toLeadDto(lead), message: HELD_LEAD_MESSAGES.released });
}

/** DELETE /leads/:id: a held lead discarded; any other lead stays (409). */
export async function discardLead(c: Context<AuthedEnv>, id: string) {
  const result = await discardHeldLead(c.get('deps').db, c.get('viewer').scope, id);
  if (!result) throw notFound(HELD_LEAD_MESSAGES.notFound);
  if (result === 'not-held') throw conflict(HELD_LEAD_MESSAGES.notHeld);
  return c.json({ data: { _id: id }, message: HELD_LEAD_MESSAGES.discarded });
}

type LeadFilters = Omit<LeadQuery, 'page' | 'pageSize' | 'cursor'>;

const finishCell = (snapshot: LeadSnapshot): string => FINISH_LABELS[snapshot.film.finish as Finish] ?? snapshot.film.finish;

/**
 * `base`: the public address the render links start with; `links`: each lead's signed, expiring link to its
 * picture, so it opens from a spreadsheet without a session.
 */
function leadColumns(base: string, links: Map<string, string>): CsvColumn<LeadExportRow>[] {
  return [
    { header: 'Created', cell: (l) => l.createdAt },
    { header: 'Status', cell: (l) => l.status },
    { header: 'Name', cell: (l) => l.name },
    { header: 'Email', cell: (l) => l.email },
    { header: 'Phone', cell: (l) => l.phone },
    { header: 'Preferred date', cell: (l) => l.preferredDate },
    { header: 'Vehicle', cell: (l) => vehicleLabel(l.snapshot) },
    { header: 'Film', cell: (l) => filmLabel(l.snapshot) },
    { header: 'Finish', cell: (l) => finishCell(l.snapshot) },
    { header: 'Message', cell: (l) => l.message },
    { header: 'Source page', cell: (l) => l.pageUrl },
    { header: 'Render image', cell: (l) => (l.renderId ? `${base}${links.get(l.renderId) ?? ''}` : null) },
  ];
}

export async function exportLeads(c: Context<AuthedEnv>, filters: LeadFilters) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const links = new Map<string, string>();
  // A slice at a time, the event loop let go between slices (issue 23 item 20): a 10,000-lead export no longer
  // holds every other shop's requests while it reads and writes.
  const nextSlice = async (after: LeadExportRow | undefined) => {
    const rows = await leadsAfter(deps.db, viewer.scope, filters, after, CSV_SLICE_ROWS);
    for (const { renderId } of rows) if (renderId && !links.has(renderId)) links.set(renderId, await signedRenderLink(deps.db, renderId, deps.now()));
    return rows;
  };
  return csvStreamDownload(c, 'wrapsmith-leads', leadColumns(publicUrl(deps.env), links), nextSlice, deps.now());
}
