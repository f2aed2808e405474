import { describe, expect, it } from 'vitest';
import { BRANDS, findBrand, isBrandId } from './brands.ts';

describe('BRANDS', () => {
  it('lists the 20 brands of spec §3 in its order', () => {
    expect(BRANDS.map((b) => b.name)).toEqual([
      '3M',
      'Avery Dennison',
      'Oracal (Orafol)',
      'KPMF',
      'Hexis',
      'Inozetek',
      'Arlon',
      'APA America',
      'TeckWrap',
      'VViViD Vinyl',
      'Rwraps',
      'SOTT',
      'CheetahWrap',
      'PremiumTech',
      'Metro Wrap',
      'FEELISONG',
      'Icarus Wraps',
      'NDFOS',
      'TactiColor',
      'G-SWELL',
    ]);
  });

  it('has unique slug ids and a product line for each', () => {
    expect(new Set(BRANDS.map((b) => b.id)).size).toBe(BRANDS.length);
    for (const brand of BRANDS) {
      expect(brand.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(brand.productLine.length).toBeGreaterThan(0);
    }
  });
});

describe('findBrand', () => {
  it('finds brands by id, name and the spellings files use', () => {
    expect(findBrand('3m')?.name).toBe('3M');
    expect(findBrand('Avery Dennison')?.id).toBe('avery-dennison');
    expect(findBrand('AVERY')?.id).toBe('avery-dennison');
    expect(findBrand('Orafol')?.id).toBe('oracal');
    expect(findBrand('Oracal')?.id).toBe('oracal');
    expect(findBrand('vvivid')?.id).toBe('vvivid');
    expect(findBrand('G-Swell')?.id).toBe('g-swell');
    expect(findBrand('Unknown Films')).toBeUndefined();
  });

  it('tells brand ids apart from other strings', () => {
    expect(isBrandId('kpmf')).toBe(true);
    expect(isBrandId('KPMF')).toBe(false);
  });
});
