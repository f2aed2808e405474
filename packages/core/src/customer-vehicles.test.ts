// Issue 27 item 3 (decision 094): the VIN's rules and the plate's search form.
import { describe, expect, it } from 'vitest';
import { CUSTOMER_VEHICLE_MESSAGES as M, checkVin, plateKey, vinCheckDigit } from './customer-vehicles.ts';

describe('issue 27 item 3: VINs and plates', () => {
  it('computes the North American check digit (49 CFR 565.15), X for ten', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('accepts 17 letters and digits (case, spaces and dashes ignored), refuses I, O, Q, other characters and other lengths', () => {
    expect(checkVin(' 1hgcm826-33a004352 ')).toEqual({ ok: true, vin: '1HGCM82633A004352', warning: null });
    expect(checkVin('1HGCM82633A00435')).toEqual({ ok: false, error: M.vinLength });
    expect(checkVin('1HGCM82633A0043521')).toEqual({ ok: false, error: M.vinLength });
    for (const bad of ['1HGCM82633A00435I', '1HGCM82633A00435O', 'QHGCM82633A004352', '1HGCM82633A00435!']) expect(checkVin(bad)).toEqual({ ok: false, error: M.vinCharacters });
  });

  it('warns, without refusing, when a North American VIN’s check digit is wrong; other regions are not checked', () => {
    const typo = checkVin('1HGCM82633A004353');
    expect(typo).toMatchObject({ ok: true, vin: '1HGCM82633A004353' });
    // The last character changed from 2 to 3 adds 1 × its weight 2 to the sum: the check digit should be 5.
    expect(vinCheckDigit('1HGCM82633A004353')).toBe('5');
    expect(typo.ok && typo.warning).toBe(M.vinCheckDigit('5', '3'));
    expect(checkVin('WVWZZZ1JZXW000001')).toEqual({ ok: true, vin: 'WVWZZZ1JZXW000001', warning: null });
  });

  it('searches plates upper case with only letters and digits', () => {
    expect(plateKey(' ab-12 cd ')).toBe('AB12CD');
    expect(plateKey('7·ABC·123')).toBe('7ABC123');
  });
});
