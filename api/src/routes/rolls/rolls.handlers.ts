// Film rolls (issue 27 item 1, decision 092): every read and write scoped to the viewer's shop; a roll's cost is
// left out for a role without the Prices area (decision 062).
import { allows, shopLocale, unitsOf } from '@wrapsmith/core';
import type { CountRollInput, JobRollsDto, ReceiveRollInput, RollDetailDto, RollDto, StockAlertInput, UpdateRollInput, UseRollInput } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import type { FilmRoll } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { rollLabelPdf } from '../../lib/pdf/roll-label.ts';
import { shopCurrency } from '../../services/prices/index.ts';
import * as service from '../../services/rolls/index.ts';

type C = Context<AuthedEnv>;

/** The roll's page in the dashboard, which its label's QR code opens. */
export const rollUrl = (c: C, id: string): string => `${publicUrl(c.get('deps').env)}/rolls/${id}`;

/** The shop's units (Settings → Shop; its country's by default, decision 098): metres or feet. */
function unitOf(c: C): 'ft' | 'm' {
  return unitsOf(c.get('viewer').shop) === 'metric' ? 'm' : 'ft';
}

function toDto(c: C, r: FilmRoll): RollDto {
  const pricesHidden = !allows(c.get('viewer').permissions, 'prices', 'view');
  return {
    id: r.id,
    filmId: r.filmId,
    filmKey: r.filmKey,
    filmName: r.filmName,
    filmCode: r.filmCode,
    brand: r.brand,
    batch: r.batch,
    widthMm: r.widthMm,
    lengthMm: r.lengthMm,
    usedMm: r.usedMm,
    reservedMm: r.reservedMm,
    lostMm: r.lostMm,
    onHandMm: service.onHandOf(r),
    freeMm: service.freeOf(r),
    costMinor: pricesHidden ? null : r.costMinor,
    currency: r.currency,
    pricesHidden,
    supplier: r.supplier,
    receivedOn: r.receivedOn,
    countedMm: r.countedMm,
    countedAt: r.countedAt?.toISOString() ?? null,
    url: rollUrl(c, r.id),
    createdAt: r.createdAt.toISOString(),
  };
}

async function detail(c: C, roll: FilmRoll): Promise<RollDetailDto> {
  const { permissions } = c.get('viewer');
  return {
    roll: toDto(c, roll),
    unit: unitOf(c),
    jobs: await service.jobsForRoll(c.get('deps').db, roll),
    canUse: allows(permissions, 'bookings', 'edit'),
    canEdit: allows(permissions, 'inventory', 'edit'),
  };
}

export async function listRolls(c: C, query: { status?: 'in_stock' | 'empty' | 'all' | undefined; filmKey?: string | undefined }) {
  const rows = await service.listRolls(c.get('deps').db, c.get('viewer').shop.id, query);
  return c.json({ data: { rolls: rows.map((r) => toDto(c, r)), unit: unitOf(c), currency: await shopCurrency(c.get('deps').db, c.get('viewer').shop.id) } });
}

export async function receiveRoll(c: C, input: ReceiveRollInput) {
  const { db, now } = c.get('deps');
  const viewer = c.get('viewer');
  const roll = await service.receiveRoll(db, viewer.shop.id, input, viewer.user.id, now());
  return c.json({ data: toDto(c, roll), message: service.ROLL_MESSAGES.received }, 201);
}

export async function getRoll(c: C, id: string) {
  const roll = await service.getRoll(c.get('deps').db, c.get('viewer').shop.id, id);
  return c.json({ data: await detail(c, roll) });
}

export async function updateRoll(c: C, id: string, input: UpdateRollInput) {
  const { db, now } = c.get('deps');
  const roll = await service.updateRoll(db, c.get('viewer').shop.id, id, input, now());
  return c.json({ data: toDto(c, roll), message: service.ROLL_MESSAGES.saved });
}

export async function countRoll(c: C, id: string, input: CountRollInput) {
  const { db, now } = c.get('deps');
  const roll = await service.countRoll(db, c.get('viewer').shop.id, id, input.onHandMm, now());
  return c.json({ data: toDto(c, roll), message: service.ROLL_MESSAGES.counted });
}

export async function useRoll(c: C, id: string, input: UseRollInput) {
  const { db, now } = c.get('deps');
  const viewer = c.get('viewer');
  const roll = await service.useRoll(db, viewer.shop.id, id, input, viewer.user.id, now());
  return c.json({ data: await detail(c, roll), message: service.ROLL_MESSAGES.used });
}

export async function label(c: C, id: string) {
  const viewer = c.get('viewer');
  const roll = await service.getRoll(c.get('deps').db, viewer.shop.id, id);
  const bytes = await rollLabelPdf({ ...roll, url: rollUrl(c, roll.id), shopName: viewer.shop.name, units: unitsOf(viewer.shop), locale: shopLocale(viewer.shop.country) });
  const name = `roll-${roll.batch}-${roll.id.slice(-6)}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${name}"`, 'Cache-Control': 'no-store', 'Content-Length': String(bytes.length) },
  });
}

export async function getStock(c: C) {
  const films = await service.filmStock(c.get('deps').db, c.get('viewer').shop.id);
  return c.json({ data: { films, unit: unitOf(c) } });
}

export async function putStockAlert(c: C, input: StockAlertInput) {
  const { db, now } = c.get('deps');
  const shopId = c.get('viewer').shop.id;
  await service.setStockAlert(db, shopId, input.filmKey, input.thresholdMm, now());
  return c.json({ data: { films: await service.filmStock(db, shopId), unit: unitOf(c) }, message: service.ROLL_MESSAGES.alertSaved });
}

async function jobDto(c: C, bookingId: string): Promise<JobRollsDto> {
  const state = await service.jobRolls(c.get('deps').db, c.get('viewer').shop.id, bookingId);
  return {
    ...state,
    reservation: state.reservation ? { ...state.reservation, url: rollUrl(c, state.reservation.rollId) } : null,
    used: state.used.map((u) => ({ ...u, url: rollUrl(c, u.rollId) })),
    unit: unitOf(c),
  };
}

export async function getJobRolls(c: C, bookingId: string) {
  return c.json({ data: await jobDto(c, bookingId) });
}

export async function reserveForJob(c: C, bookingId: string) {
  const { db, now } = c.get('deps');
  await service.reserveForJob(db, c.get('viewer').shop.id, bookingId, now());
  return c.json({ data: await jobDto(c, bookingId) });
}
