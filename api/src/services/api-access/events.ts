// What each webhook event carries in `data` (issue 24 item 4, decision 077): the resource in the API's own field
// names (`_id`, money in integer minor units, ISO times), built from the row the event's transaction wrote. The
// `emit*` helpers are called inside that transaction (enqueueWebhookEvent).
import { renderImagePath } from '@wrapsmith/core/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Booking, Lead, Render } from '../../db/schema/index.ts';
import { enqueueWebhookEvent } from './webhooks.ts';

const renderImage = (id: string) => ({ _id: id, imageUrl: renderImagePath(id) });

export function leadEventData(lead: Lead) {
  const vehicle = lead.snapshot.vehicle;
  return {
    _id: lead.id,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    preferredDate: lead.preferredDate,
    message: lead.message,
    vehicle: vehicle ? { year: vehicle.year, make: vehicle.make, model: vehicle.model } : null,
    film: lead.snapshot.film,
    render: lead.renderId ? renderImage(lead.renderId) : null,
    withoutPicture: lead.snapshot.withoutPicture === 'no_credits',
    pageUrl: lead.pageUrl,
    origin: lead.origin,
    createdAt: lead.createdAt.toISOString(),
  };
}

export function bookingEventData(b: Booking) {
  return {
    _id: b.id,
    status: b.status,
    isQuoted: b.isQuoted,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    bookingDate: b.bookingDate,
    checkInTime: b.checkInTime,
    completionDate: b.completionDate,
    year: b.year,
    make: b.make,
    model: b.model,
    brand: b.brand,
    wrapColor: b.wrapColor,
    price: b.price,
    ppfCost: b.ppfCost,
    decalsCost: b.decalsCost,
    windowTintingCost: b.windowTintingCost,
    customerTotal: b.customerTotal,
    customerQuote: b.customerQuote,
    notes: b.notes,
    leadId: b.leadId,
    render: b.renderId ? renderImage(b.renderId) : null,
    quoteExpiresAt: b.quoteExpiresAt?.toISOString() ?? null,
    answeredAt: b.answeredAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

interface RenderSpecLike {
  vehicle?: { year?: number; make?: string; model?: string; bodyStyle?: string };
  film?: { id?: string; brand?: string; name?: string; code?: string; hex?: string; finish?: string };
}

export function renderEventData(r: Render) {
  const spec = r.spec as RenderSpecLike;
  return {
    _id: r.id,
    source: r.source,
    status: r.status,
    vehicle: spec.vehicle ? { year: spec.vehicle.year, make: spec.vehicle.make, model: spec.vehicle.model } : null,
    film: spec.film ? { id: spec.film.id, brand: spec.film.brand, name: spec.film.name, code: spec.film.code, colorCode: spec.film.hex, finish: spec.film.finish } : null,
    imageUrl: renderImagePath(r.id),
    createdAt: r.createdAt.toISOString(),
  };
}

export const emitLeadCreated = (tx: DbOrTx, lead: Lead, at: Date) => enqueueWebhookEvent(tx, lead.shopId, 'lead.created', leadEventData(lead), at);
export const emitBookingCreated = (tx: DbOrTx, booking: Booking, at: Date) => enqueueWebhookEvent(tx, booking.shopId, 'booking.created', bookingEventData(booking), at);
export const emitBookingUpdated = (tx: DbOrTx, booking: Booking, at: Date) => enqueueWebhookEvent(tx, booking.shopId, 'booking.updated', bookingEventData(booking), at);
export const emitQuoteAccepted = (tx: DbOrTx, booking: Booking, at: Date) => enqueueWebhookEvent(tx, booking.shopId, 'quote.accepted', bookingEventData(booking), at);
export const emitRenderCreated = (tx: DbOrTx, render: Render, at: Date) => enqueueWebhookEvent(tx, render.shopId, 'render.created', renderEventData(render), at);
