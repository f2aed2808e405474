// /api/v1/user/leads: quote requests from the widget and the share link.
import * as z from 'zod/mini';
import { LEAD_STATUSES } from '../lead-statuses.ts';
import { LEAD_VEHICLE_SOURCES } from '../lead-vehicle-rules.ts';
import { leadExportQuery, leadListQuery, leadStatusInput } from '../route-inputs.ts';
import { data, isoTime, nullable, route, saved } from './route.ts';
import { cursorPageOf, idParam64 } from './shared.ts';

export { LEAD_STATUSES, type LeadStatus } from '../lead-statuses.ts';

export const leadDto = z.object({
  _id: z.string(),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: nullable(z.string()),
  preferredDate: nullable(z.string()),
  message: nullable(z.string()),
  /**
   * The render's vehicle (`source: 'catalogue'`), or for a render of the visitor's own photo the car they typed in
   * (`source: 'visitor'`, no body style: their words, not a catalogue match), else null.
   */
  vehicle: nullable(
    z.object({ year: z.number(), make: z.string(), model: z.string(), bodyStyle: nullable(z.string()), source: z.enum(LEAD_VEHICLE_SOURCES) }),
  ),
  film: z.object({ id: nullable(z.string()), brand: z.string(), name: z.string(), code: z.string(), colorCode: z.string(), finish: z.string() }),
  /** The render's PNG (auth required), or null once the render was deleted. */
  render: nullable(z.object({ _id: z.string(), imageUrl: z.string() })),
  /** Sent without a picture: the shop had no credits left when the visitor asked (decision 061). */
  withoutPicture: z.boolean(),
  /** When the lead came in over the shop's lead caps and waits for review (decision 068); null otherwise. */
  heldAt: nullable(isoTime),
  pageUrl: z.string(),
  origin: z.string(),
  consentAt: isoTime,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type LeadDto = z.infer<typeof leadDto>;

/** What each route of `leadRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const leadListLeadsAnswer = cursorPageOf(leadDto);
const leadGetLeadAnswer = data(leadDto);
const leadUpdateLeadAnswer = data(leadDto);
const leadReleaseLeadAnswer = saved(leadDto);
const leadDiscardLeadAnswer = saved(z.object({ _id: z.string() }));

export const leadAnswers = {
  listLeads: leadListLeadsAnswer,
  getLead: leadGetLeadAnswer,
  updateLead: leadUpdateLeadAnswer,
  releaseLead: leadReleaseLeadAnswer,
  discardLead: leadDiscardLeadAnswer,
} as const;

export const leadRoutes = {
  listLeads: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/leads',
    summary: 'One page of the shop’s leads, newest first, by page or by cursor',
    tags: ['Leads'],
    auth: 'bearer',
    request: { query: leadListQuery },
    responses: { 200: leadListLeadsAnswer },
  }),
  exportLeads: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/leads/export.csv',
    summary: 'Every lead the filters match, as a CSV file',
    tags: ['Leads'],
    auth: 'bearer',
    request: { query: leadExportQuery },
    responses: { 200: { contentType: 'text/csv', description: 'A CSV file (UTF-8), one row per lead' } },
  }),
  getLead: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/leads/:id',
    summary: 'One lead',
    tags: ['Leads'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: leadGetLeadAnswer },
  }),
  updateLead: /* @__PURE__ */ route({
    method: 'patch',
    path: '/api/v1/user/leads/:id',
    summary: 'Move a lead to another status',
    tags: ['Leads'],
    auth: 'bearer',
    request: { params: idParam64, body: leadStatusInput },
    responses: { 200: leadUpdateLeadAnswer },
  }),
  releaseLead: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/leads/:id/release',
    summary: 'Release a lead held for review into the list (and its emails)',
    tags: ['Leads'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: leadReleaseLeadAnswer },
  }),
  discardLead: /* @__PURE__ */ route({
    method: 'delete',
    path: '/api/v1/user/leads/:id',
    summary: 'Discard a lead held for review',
    tags: ['Leads'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: leadDiscardLeadAnswer },
  }),
} as const;
