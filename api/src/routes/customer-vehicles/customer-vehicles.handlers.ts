// A customer's vehicles and each vehicle's history (issue 27 item 3, decision 094). People and history are built
// from the bookings the viewer's role reaches (decision 065); another shop's vehicle, or one whose customer the role
// cannot see, is 404.
import { checkVin, invoiceCode, vehicleName, visibleBookingStatuses } from '@wrapsmith/core';
import type { CreateCustomerVehicleInput, CustomerVehicleDto, UpdateCustomerVehicleInput } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import type { CustomerVehicle } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import {
  addVehicle as add,
  findVehicle,
  personById,
  searchVehicles as search,
  shopPeople,
  updateVehicle as update,
  vehicleHistory,
  vehiclesOfPerson,
} from '../../services/customer-vehicles/index.ts';
import type { Person } from '../../services/customers/customers.ts';

const statusesOf = (c: Context<AuthedEnv>) => visibleBookingStatuses(c.get('viewer').permissions);

export function toVehicleDto(v: CustomerVehicle, owner: Person | undefined): CustomerVehicleDto {
  const checked = v.vin ? checkVin(v.vin) : undefined;
  return {
    _id: v.id,
    customerId: owner?.id ?? null,
    customerName: owner ? owner.name || owner.email || owner.phone || '' : '',
    year: v.year,
    make: v.make,
    model: v.model,
    name: vehicleName(v),
    fromCatalogue: v.fromCatalogue,
    colour: v.colour,
    vin: v.vin,
    vinWarning: checked?.ok ? checked.warning : null,
    plate: v.plate,
    notes: v.notes,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

export async function listVehicles(c: Context<AuthedEnv>, customerId: string) {
  const { db } = c.get('deps');
  const { scope } = c.get('viewer');
  const all = await shopPeople(db, scope, statusesOf(c));
  const person = personById(all, customerId);
  const rows = await vehiclesOfPerson(db, scope, person, all.rowsById);
  return c.json({ data: rows.map((v) => toVehicleDto(v, person)) });
}

export async function searchVehicles(c: Context<AuthedEnv>, q: string) {
  const found = await search(c.get('deps').db, c.get('viewer').scope, statusesOf(c), q);
  return c.json({ data: found.map(({ hit, owner }) => ({ ...toVehicleDto(hit, owner), matchedBy: hit.matchedBy })) });
}

export async function addVehicle(c: Context<AuthedEnv>, input: CreateCustomerVehicleInput) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const row = await add(deps.db, viewer.scope, statusesOf(c), input, viewer.user.id, deps.now());
  const { owner } = await findVehicle(deps.db, viewer.scope, statusesOf(c), row.id);
  return c.json({ data: toVehicleDto(row, owner), message: 'Vehicle added' }, 201);
}

export async function updateVehicle(c: Context<AuthedEnv>, id: string, input: UpdateCustomerVehicleInput) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  const row = await update(deps.db, viewer.scope, statusesOf(c), id, input, deps.now());
  const { owner } = await findVehicle(deps.db, viewer.scope, statusesOf(c), row.id);
  return c.json({ data: toVehicleDto(row, owner), message: 'Vehicle saved' });
}

export async function getVehicle(c: Context<AuthedEnv>, id: string) {
  const { db } = c.get('deps');
  const { scope } = c.get('viewer');
  const statuses = statusesOf(c);
  const { vehicle, owner } = await findVehicle(db, scope, statuses, id);
  const history = await vehicleHistory(db, scope, statuses, vehicle.id);
  return c.json({
    data: {
      ...toVehicleDto(vehicle, owner),
      history: history.map(({ booking: b, films, rolls, warranties }) => ({
        bookingId: b.id,
        invoiceCode: invoiceCode(b.id),
        kind: b.status === 'quote_sent' || (b.isQuoted && b.status === 'cancelled') ? ('quote' as const) : ('job' as const),
        status: b.status,
        day: b.bookingDate ?? b.createdAt.toISOString().slice(0, 10),
        createdAt: b.createdAt.toISOString(),
        completedAt: b.completedAt?.toISOString() ?? null,
        films,
        rolls: rolls.map(({ rollId, filmName, filmCode, batch, usedMm }) => ({ rollId, filmName, filmCode, batch, usedMm })),
        warranties,
      })),
    },
  });
}
