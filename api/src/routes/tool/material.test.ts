// issue 25 item 2: GET /api/v1/user/tool/material-estimate, zone areas and film length for a vehicle.
import { feet, materialEstimate } from '@wrapsmith/catalog';
import { materialEstimateDto, type MaterialEstimateDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { dbSnapshot } from '../../test/app.ts';
import { studioApp } from '../../test/studio.ts';
import { UNKNOWN_VEHICLE_MESSAGE } from './material.handlers.ts';

const PATH = '/api/v1/user/tool/material-estimate';

async function estimate(t: Awaited<ReturnType<typeof studioApp>>, query: string) {
  const res = await t.app.request(`${PATH}?${query}`, { headers: t.auth });
  return { status: res.status, body: (await res.json()) as { data: MaterialEstimateDto; error?: { message: string; code: string } } };
}

describe('issue 25 item 2: material estimate API', () => {
  it('answers each zone’s surface and the roll length from the generation’s facts, and writes nothing', async () => {
    const t = await studioApp();
    const before = await dbSnapshot(t.deps);
    const { status, body } = await estimate(t, 'year=2023&make=Toyota&model=Camry&zones=fullWrap,roof,windowTint&rollWidthMm=1524&wastePercent=10');
    expect(status).toBe(200);
    const data = materialEstimateDto.parse(body.data);
    expect(data).toMatchObject({ basis: 'generation', generation: 'XV70', bodyStyle: 'sedan', rollWidthMm: 1524, wastePercent: 10 });
    expect(data.zones.map((z) => z.zone)).toEqual(['fullWrap', 'roof', 'windowTint']);
    const expected = materialEstimate({ year: 2023, make: 'Toyota', model: 'Camry' }, ['fullWrap', 'roof', 'windowTint']);
    expect(data.totalMm).toBe(expected?.totalMm);
    expect(data.totalFeet).toBe(feet(data.totalMm));
    expect(data.totalMm).toBe(data.plannedMm + data.wasteMm);
    for (const n of [data.totalMm, data.plannedMm, data.wasteMm, data.areaMm2, ...data.zones.map((z) => z.areaMm2)]) expect(Number.isInteger(n)).toBe(true);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('defaults to the full wrap on a 60″ roll with 10 % waste, and a narrower roll needs more', async () => {
    const t = await studioApp();
    const wide = await estimate(t, 'year=2023&make=Ford&model=F-150');
    expect(wide.body.data).toMatchObject({ rollWidthMm: 1524, wastePercent: 10, zones: [{ zone: 'fullWrap' }] });
    const narrow = await estimate(t, 'year=2023&make=Ford&model=F-150&rollWidthMm=1372');
    expect(narrow.body.data.totalMm).toBeGreaterThan(wide.body.data.totalMm);
  });

  it('falls back to the body style when the vehicle has no facts, and says so', async () => {
    const t = await studioApp();
    const { status, body } = await estimate(t, 'year=2020&make=Acme&model=Hauler&bodyStyle=van');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ basis: 'bodyStyle', generation: null, bodyStyle: 'van' });
  });

  it('refuses bad input with a 400 and a message', async () => {
    const t = await studioApp();
    const cases: [string, RegExp][] = [
      ['year=2020&make=Acme&model=Hauler', new RegExp(UNKNOWN_VEHICLE_MESSAGE)],
      ['year=1900&make=Ford&model=F-150', /Year must be from/],
      ['year=2020&model=F-150', /make/],
      ['year=2020&make=Ford&model=F-150&zones=hood', /zones must be/],
      ['year=2020&make=Ford&model=F-150&zones=', /zones must be/],
      ['year=2020&make=Ford&model=F-150&rollWidthMm=299', /rollWidthMm must be from 300 to 2000/],
      ['year=2020&make=Ford&model=F-150&rollWidthMm=2001', /rollWidthMm/],
      ['year=2020&make=Ford&model=F-150&rollWidthMm=abc', /rollWidthMm/],
      ['year=2020&make=Ford&model=F-150&wastePercent=-5', /wastePercent must be 0 to 100/],
      ['year=2020&make=Ford&model=F-150&bodyStyle=tank', /bodyStyle must be one of/],
      ['year=2020&make=Ford&model=F-150&colour=red', /Unknown field: colour/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await estimate(t, query);
      expect(status, query).toBe(400);
      expect(body.error?.message, query).toMatch(message);
    }
  });

  it('is for signed-in users only', async () => {
    const t = await studioApp();
    expect((await t.app.request(`${PATH}?year=2023&make=Toyota&model=Camry`)).status).toBe(401);
  });
});
