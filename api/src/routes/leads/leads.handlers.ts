// The shop's leads, newest first; another shop's lead id is not found (404).
import type { Context } from 'hono';
import type { Lead, LeadStatus } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { findLead, LEADS_PAGE_SIZE, listLeads as queryLeads, setLeadStatus, type LeadQuery } from '../../services/widget/index.ts';
import type { LeadDto } from '../../types.ts';

export function toLeadDto(lead: Lead): LeadDto {
  return {
    _id: lead.id,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    preferredDate: lead.preferredDate,
    message: lead.message,
    vehicle: lead.snapshot.vehicle,
    film: lead.snapshot.film,
    render: lead.renderId ? { _id: lead.renderId, imageUrl: `/api/v1/user/renders/${lead.renderId}/image` } : null,
    pageUrl: lead.pageUrl,
    origin: lead.origin,
    consentAt: lead.consentAt.toISOString(),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

export function listLeads(c: Context<AuthedEnv>, query: LeadQuery) {
  const { leads, total } = queryLeads(c.var.deps.db, c.var.viewer.scope, query);
  return c.json({ data: { leads: leads.map(toLeadDto), page: query.page, pageSize: LEADS_PAGE_SIZE, total } });
}

export function getLead(c: Context<AuthedEnv>, id: string) {
  const lead = findLead(c.var.deps.db, c.var.viewer.scope, id);
  if (!lead) throw notFound('Lead not found');
  return c.json({ data: toLeadDto(lead) });
}

export function updateLead(c: Context<AuthedEnv>, id: string, status: LeadStatus) {
  const lead = setLeadStatus(c.var.deps.db, c.var.viewer.scope, id, status, c.var.deps.now());
  if (!lead) throw notFound('Lead not found');
  return c.json({ data: toLeadDto(lead) });
}
