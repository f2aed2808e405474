// A customer's language (issue 28 item 1, decision 100): read, and set by the shop's staff for every booking of theirs.
import { visibleBookingStatuses } from '@wrapsmith/core';
import type { CustomerLanguageDto } from '@wrapsmith/core/contract';
import type { Locale } from '@wrapsmith/core/i18n';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { setStaffLocale, shopDefaultLocale, storedLocale } from '../../services/customer-language/index.ts';
import { findPerson } from '../../services/customers/customers.ts';
import { CUSTOMER_MESSAGES } from '../customers/customers.handlers.ts';

async function personRows(c: Context<AuthedEnv>, id: string) {
  const viewer = c.get('viewer');
  const found = await findPerson(c.get('deps').db, viewer.scope, visibleBookingStatuses(viewer.permissions), id);
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound);
  return found.rows;
}

async function languageOf(c: Context<AuthedEnv>, rows: Awaited<ReturnType<typeof personRows>>): Promise<CustomerLanguageDto> {
  const db = c.get('deps').db;
  const shopId = c.get('viewer').shop.id;
  const [stored, shopDefault] = await Promise.all([storedLocale(db, shopId, rows), shopDefaultLocale(db, shopId)]);
  return { locale: stored?.locale ?? shopDefault, source: stored?.source ?? 'shop', shopDefault };
}

export async function getLanguage(c: Context<AuthedEnv>, id: string) {
  return c.json({ data: await languageOf(c, await personRows(c, id)) });
}

export async function setLanguage(c: Context<AuthedEnv>, id: string, locale: Locale) {
  const rows = await personRows(c, id);
  const deps = c.get('deps');
  await setStaffLocale(deps.db, c.get('viewer').shop.id, rows, locale, deps.now());
  return c.json({ data: await languageOf(c, rows) });
}
