import { describe, expect, it } from 'vitest';
import { readSharedFile } from '../test/shared-data.ts';
import { epaBodyStyles, parseVehicleCsv } from './parse-vehicle-csv.ts';

describe('parseVehicleCsv, plain year,make,model,body_styles', () => {
  it('reads rows, splits body styles on | ; / and maps synonyms', () => {
    const result = parseVehicleCsv(
      [
        'year,make,model,body_styles',
        '2020,Ford,F-150,Pickup',
        '2021,Honda,Odyssey,Van/Minivan',
        '2019,Audi,A4,"Sedan; Wagon"',
        '2018,Toyota,RAV4,Sport Utility',
        '2017,BMW,3 Series,Saloon|Estate|Cabriolet',
      ].join('\n'),
    );
    expect(result.format).toBe('plain');
    expect(result.records).toBe(5);
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([
      { year: 2020, make: 'Ford', model: 'F-150', bodyStyle: 'pickup' },
      { year: 2021, make: 'Honda', model: 'Odyssey', bodyStyle: 'van' },
      { year: 2019, make: 'Audi', model: 'A4', bodyStyle: 'sedan' },
      { year: 2019, make: 'Audi', model: 'A4', bodyStyle: 'wagon' },
      { year: 2018, make: 'Toyota', model: 'RAV4', bodyStyle: 'suv' },
      { year: 2017, make: 'BMW', model: '3 Series', bodyStyle: 'sedan' },
      { year: 2017, make: 'BMW', model: '3 Series', bodyStyle: 'wagon' },
      { year: 2017, make: 'BMW', model: '3 Series', bodyStyle: 'convertible' },
    ]);
  });

  it('accepts other header spellings, a BOM and CRLF, and normalises makes', () => {
    const result = parseVehicleCsv('\uFEFFYear,Make,Model,Body Style\r\n2022,  mercedes   benz ,C-Class,Sedan\r\n2022,bmw,X5,SUV\r\n');
    expect(result.rows).toEqual([
      { year: 2022, make: 'Mercedes-Benz', model: 'C-Class', bodyStyle: 'sedan' },
      { year: 2022, make: 'BMW', model: 'X5', bodyStyle: 'suv' },
    ]);
  });

  it('rejects bad rows with their line and a reason, and keeps going', () => {
    const result = parseVehicleCsv(
      [
        'year,make,model,body_styles',
        '1989,Ford,Bronco,SUV',
        '2027,Ford,Bronco,SUV',
        'abc,Ford,Bronco,SUV',
        '2020,,Bronco,SUV',
        '2020,Ford,,SUV',
        '2020,Ford,Bronco,Limousine',
        '2020,Ford,Bronco,',
        '2020,Ford,F150 SuperCrew Cab,',
        '2020,Ford,"Bronco,SUV',
      ].join('\n'),
    );
    expect(result.rejected).toEqual([
      { line: 2, reason: 'Year 1989 is outside 1990–2026' },
      { line: 3, reason: 'Year 2027 is outside 1990–2026' },
      { line: 4, reason: 'Year "abc" is not a four-digit year' },
      { line: 5, reason: 'Missing make' },
      { line: 6, reason: 'Missing model' },
      { line: 7, reason: 'Unknown body style "Limousine"' },
      { line: 8, reason: 'Missing body style' },
      { line: 10, reason: 'Quoted field opened on line 10 is never closed' },
    ]);
    expect(result.rows).toEqual([{ year: 2020, make: 'Ford', model: 'F150 SuperCrew Cab', bodyStyle: 'pickup' }]);
  });

  it('merges repeated rows', () => {
    const result = parseVehicleCsv('year,make,model,body_styles\n2020,Kia,Soul,Hatchback\n2020,KIA,Soul,hatchback\n');
    expect(result.rows).toHaveLength(1);
  });

  it('explains a header it cannot use, and an empty file', () => {
    expect(parseVehicleCsv('a,b\n1,2\n')).toEqual({
      format: null,
      records: 1,
      rows: [],
      rejected: [{ line: 1, reason: 'The header needs year, make and model columns' }],
    });
    expect(parseVehicleCsv('').rejected).toEqual([{ line: 1, reason: 'The file is empty' }]);
  });
});

describe('parseVehicleCsv, EPA fuel-economy list', () => {
  const header = 'id,year,make,baseModel,model,VClass,pv2,lv2,pv4,lv4,hpv,hlv';

  it('uses the base model and maps size classes to body styles', () => {
    const result = parseVehicleCsv(
      [
        header,
        '1,2015,Ford,F150,F150 Pickup 4WD,Standard Pickup Trucks 4WD,0,0,0,0,0,0',
        '2,2015,Ford,F150,F150 Pickup 2WD,Standard Pickup Trucks 2WD,0,0,0,0,0,0',
        '3,2010,Honda,Odyssey,Odyssey,Minivan - 2WD,0,0,0,0,0,0',
        '4,2020,Tesla,Model 3,Model 3 Long Range,Midsize Cars,0,0,97,15,0,0',
        '5,1995,Dodge,Caravan,Caravan/Grand Caravan 2WD,Special Purpose Vehicles,0,0,0,0,0,0',
        '6,1995,Jeep,Cherokee,Cherokee 4WD,Special Purpose Vehicle 4WD,0,0,0,0,0,0',
        '7,2019,Audi,A5,A5 Cabriolet quattro,Subcompact Cars,0,0,0,0,0,0',
        '8,2012,Honda,Civic,Civic,Compact Cars,83,12,91,12,0,0',
        '9,2005,Subaru,Outback,Outback Wagon AWD,Small Station Wagons,0,0,0,0,0,0',
        '10,2001,Chevrolet,Astro,Astro 2WD (cargo),Vans,0,0,0,0,0,0',
      ].join('\n'),
    );
    expect(result.format).toBe('epa');
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([
      { year: 2015, make: 'Ford', model: 'F150', bodyStyle: 'pickup' },
      { year: 2010, make: 'Honda', model: 'Odyssey', bodyStyle: 'van' },
      { year: 2020, make: 'Tesla', model: 'Model 3', bodyStyle: 'sedan' },
      { year: 1995, make: 'Dodge', model: 'Caravan', bodyStyle: 'van' },
      { year: 1995, make: 'Jeep', model: 'Cherokee', bodyStyle: 'suv' },
      { year: 2019, make: 'Audi', model: 'A5', bodyStyle: 'convertible' },
      { year: 2012, make: 'Honda', model: 'Civic', bodyStyle: 'sedan' },
      { year: 2012, make: 'Honda', model: 'Civic', bodyStyle: 'coupe' },
      { year: 2005, make: 'Subaru', model: 'Outback', bodyStyle: 'wagon' },
      { year: 2001, make: 'Chevrolet', model: 'Astro', bodyStyle: 'van' },
    ]);
  });

  it('rejects a size class it does not know', () => {
    const result = parseVehicleCsv(`${header}\n1,2015,Acme,Hauler,Hauler,Heavy Trucks,0,0,0,0,0,0\n`);
    expect(result.rejected).toEqual([{ line: 2, reason: 'Unknown vehicle class "Heavy Trucks"' }]);
  });

  it('falls back to the usual body of a car class when volumes are missing', () => {
    const none = { twoDoor: 0, fourDoor: 0, hatchback: 0 };
    expect(epaBodyStyles('Two Seaters', 'Miata', none)).toEqual(['coupe']);
    expect(epaBodyStyles('Large Cars', 'Crown Victoria', none)).toEqual(['sedan']);
    expect(epaBodyStyles('Compact Cars', 'Golf', { twoDoor: 0, fourDoor: 0, hatchback: 90 })).toEqual(['hatchback']);
    expect(epaBodyStyles('Special Purpose Vehicle 2WD', 'Ranger Pickup 2WD', none)).toEqual(['pickup']);
    expect(epaBodyStyles('Special Purpose Vehicles', 'Silverado Cab Chassis 2WD', none)).toEqual(['pickup']);
    expect(epaBodyStyles('Minicompact Cars', '911 Targa 4S', { twoDoor: 70, fourDoor: 0, hatchback: 0 })).toEqual(['convertible']);
  });
});

// Never skipped: without the data sets, readSharedFile throws a clear message and these tests fail (issue 24 item 6).
describe('parseVehicleCsv on the shared data sets', () => {
  it('reads the EPA list (41,177 configurations, SOURCE.md) with nothing rejected', () => {
    const text = readSharedFile('vehicles/epa_vehicles_1990_2026.csv');
    const result = parseVehicleCsv(text);
    expect(result.format).toBe('epa');
    expect(result.records).toBe(41177);
    expect(result.rejected).toEqual([]);
    const has = (year: number, make: string, model: string, bodyStyle: string) =>
      result.rows.some((r) => r.year === year && r.make === make && r.model === model && r.bodyStyle === bodyStyle);
    expect(has(2020, 'Tesla', 'Model 3', 'sedan')).toBe(true);
    expect(has(2015, 'Ford', 'F150', 'pickup')).toBe(true);
    expect(has(2010, 'Honda', 'Odyssey', 'van')).toBe(true);
    expect(has(2018, 'Subaru', 'Forester', 'suv')).toBe(true);
    expect(result.rows.some((r) => r.make === 'Mini' || r.make === 'MAZDA')).toBe(false);
    const years = new Set(result.rows.map((r) => r.year));
    expect(Math.min(...years)).toBe(1990);
    expect(Math.max(...years)).toBe(2026);
  });

  it("agrees with the data set's own derived body style for nearly every configuration", () => {
    const text = readSharedFile('vehicles/epa_vehicles_1990_2026.csv');
    const lines = text.trim().split('\n');
    const header = lines[0]?.split(',') ?? [];
    const derivedAt = header.indexOf('body_style');
    let compared = 0;
    let agreed = 0;
    for (const line of lines.slice(1)) {
      const derived = line.split(',')[derivedAt]?.replace('minivan', 'van');
      if (!derived || line.includes('"')) continue;
      const mine = parseVehicleCsv(`${lines[0]}\n${line}`).rows.map((r) => r.bodyStyle);
      compared += 1;
      if (derived.split('|').every((style) => mine.includes(style as (typeof mine)[number]))) agreed += 1;
    }
    expect(compared).toBeGreaterThan(35000);
    expect(agreed / compared).toBeGreaterThan(0.98);
  });

  it('reads the abhionlyone list and rejects only rows without a usable body style', () => {
    const result = parseVehicleCsv(readSharedFile('vehicles/us_car_models_1992_2026.csv'));
    expect(result.format).toBe('plain');
    expect(result.records).toBe(11543);
    expect(result.rejected.length).toBeGreaterThan(0);
    expect(result.rejected.length).toBeLessThanOrEqual(474);
    expect(new Set(result.rejected.map((r) => r.reason))).toEqual(new Set(['Missing body style']));
    expect(result.rows.some((r) => r.make === 'MINI' && r.model.startsWith('Cooper'))).toBe(true);
  });

  it('reads the combined list, every year 1990–2026', () => {
    const result = parseVehicleCsv(readSharedFile('vehicles/ymm_body_1990_2026.csv'));
    expect(result.records).toBe(14641);
    expect(result.rejected.length).toBeLessThanOrEqual(552);
    expect(new Set(result.rejected.map((r) => r.reason))).toEqual(new Set(['Missing body style']));
    expect(new Set(result.rows.map((r) => r.year)).size).toBe(37);
  });
});
