// Thin handlers of "Book with a deposit" (issue 25 item 6, decision 088) over services/widget-booking: the shop's
// choice (widget settings), the visitor's request through the widget key, and a lead's drafted quote.
import { WIDGET_BOOKING_MESSAGES as M, type WidgetBookingRequestInput, type WidgetBookingSettingsInput } from '@wrapsmith/core';
import type { Context } from 'hono';
import { assertAccess } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import * as service from '../../services/widget-booking/index.ts';
import type { WidgetEnv } from '../widget/widget-key.ts';

export async function getSettings(c: Context<AuthedEnv>) {
  return c.json({ data: await service.bookingSettingsOf(c.var.deps, c.get('viewer').shop.id) });
}

export async function putSettings(c: Context<AuthedEnv>, input: WidgetBookingSettingsInput) {
  return c.json({ data: await service.saveBookingSettings(c.var.deps, c.get('viewer').shop.id, input), message: M.settingsSaved });
}

export async function getOffer(c: Context<WidgetEnv>) {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await service.bookingOffer(c.var.deps, c.get('widget').shop.id) });
}

export async function createRequest(c: Context<WidgetEnv>, input: WidgetBookingRequestInput) {
  const { shop, key, origin, visitorId } = c.get('widget');
  const { answer, created } = await service.createBookingRequest(
    c.var.deps,
    { shop, keyId: key.id, origin, visitorId, address: clientIp(c), userAgent: c.req.header('user-agent') ?? '' },
    input,
  );
  const message = answer.payUrl ? M.depositRequested(shop.name) : M.quoteRequested(shop.name);
  return c.json({ data: answer, message }, created ? 201 : 200);
}

/** A lead's drafted quote is a price: the Prices area (view), like the quote editor. */
export async function getDrafted(c: Context<AuthedEnv>, leadId: string) {
  assertAccess(c.get('viewer'), 'view', 'prices');
  return c.json({ data: await service.draftedQuote(c.var.deps, c.get('viewer').shop, leadId) });
}

/** Sending it emails the customer a price: Prices at edit, as the quote editor's Save. */
export async function sendDrafted(c: Context<AuthedEnv>, leadId: string) {
  assertAccess(c.get('viewer'), 'edit', 'prices');
  const data = await service.sendDraftedQuote(c.var.deps, c.get('viewer').shop, leadId);
  return c.json({ data, message: M.quoteSent });
}
