// Issue 28 item 2: postcodes checked and written as each country writes them, and addresses in each country's order.
import { describe, expect, it } from 'vitest';
import { addressLines, checkPostcode, postcodeFormat } from './addresses.ts';

describe('issue 28 item 2: postcodes per country', () => {
  it('normalises a well-formed postcode to the country’s own spacing and dashes', () => {
    const cases: [string, string, string][] = [
      ['US', '78701', '78701'],
      ['US', '787011234', '78701-1234'],
      ['CA', 'k1a0b1', 'K1A 0B1'],
      ['GB', 'sw1a1aa', 'SW1A 1AA'],
      ['GB', ' EC1A  1BB ', 'EC1A 1BB'],
      ['IE', 'd02x285', 'D02 X285'],
      ['DE', '10115', '10115'],
      ['NL', '1012ab', '1012 AB'],
      ['PT', '1000001', '1000-001'],
      ['BR', '01310100', '01310-100'],
      ['BR', '01310-100', '01310-100'],
      ['PL', '00950', '00-950'],
      ['SE', '11122', '111 22'],
      ['JP', '1000001', '100-0001'],
      ['es', '28001', '28001'],
      ['ZZ', 'ab-12', 'AB-12'],
    ];
    for (const [country, input, written] of cases) expect(checkPostcode(country, input), `${country} ${input}`).toEqual({ ok: true, postcode: written });
  });

  it('refuses a postcode of the wrong shape with the country’s example, and any postcode where there are none', () => {
    expect(checkPostcode('DE', '1011')).toEqual({ ok: false, example: '10115' });
    expect(checkPostcode('US', '7870')).toEqual({ ok: false, example: '78701' });
    expect(checkPostcode('GB', '12345')).toEqual({ ok: false, example: 'SW1A 1AA' });
    expect(checkPostcode('ES', '60001')).toEqual({ ok: false, example: '28001' });
    expect(checkPostcode('BR', '0131010')).toEqual({ ok: false, example: '01310-100' });
    expect(checkPostcode('AE', '00000')).toEqual({ ok: false, example: '' });
  });

  it('says what each country calls it, and where there is none', () => {
    expect(postcodeFormat('US')).toMatchObject({ used: true, label: 'zip', example: '78701' });
    expect(postcodeFormat('CA').label).toBe('postal');
    expect(postcodeFormat('BR').label).toBe('cep');
    expect(postcodeFormat('IE')).toMatchObject({ label: 'eircode', optional: true });
    expect(postcodeFormat('DE')).toMatchObject({ used: true, label: 'postcode', optional: false });
    expect(postcodeFormat('AE').used).toBe(false);
    expect(postcodeFormat(null)).toMatchObject({ used: true, example: '' });
  });
});

describe('issue 28 item 2: addresses in the country’s order', () => {
  const street = '1 Main Street';
  it('writes the US, German, British, Brazilian and Japanese way', () => {
    expect(addressLines({ street, city: 'Austin', state: 'TX', postcode: '78701', country: 'US' })).toEqual([street, 'Austin, TX 78701']);
    expect(addressLines({ street: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', state: 'Berlin', country: 'DE' })).toEqual(['Unter den Linden 1', '10117 Berlin']);
    expect(addressLines({ street: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB' })).toEqual(['10 Downing Street', 'London', 'SW1A 2AA']);
    expect(addressLines({ street: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP', postcode: '01310-100', country: 'BR' })).toEqual(['Av. Paulista, 1000', '01310-100 São Paulo - SP']);
    expect(addressLines({ street: '1-1 Chiyoda', city: 'Chiyoda-ku', state: 'Tokyo', postcode: '100-0001', country: 'JP' })).toEqual(['〒100-0001', 'Tokyo Chiyoda-ku', '1-1 Chiyoda']);
  });

  it('keeps a multi-line street, and leaves out what is missing', () => {
    expect(addressLines({ street: 'Unit 4\nIndustrial Park', city: 'Lyon', postcode: '69001', country: 'FR' })).toEqual(['Unit 4', 'Industrial Park', '69001 Lyon']);
    expect(addressLines({ city: 'Dubai', country: 'AE' })).toEqual(['Dubai']);
    expect(addressLines({ country: 'US' })).toEqual([]);
  });
});
