// Issue 24 item 5: one set of label rules for a lead's film, used by the API (emails, CSV, notifications) and the
// dashboard; films whose name starts with their brand read the brand once.
import { describe, expect, it } from 'vitest';
import { brandedFilmName, leadFilmLabel } from './lead-labels.ts';

describe('leadFilmLabel (issue 24 item 5)', () => {
  it.each([
    // Films whose name starts with the brand: the brand once.
    [{ brand: '3M', name: '3M 2080 Gloss Black', code: 'G12' }, '3M 2080 Gloss Black (G12)'],
    [{ brand: '3M', name: '3M 2080 Gloss Black', code: '' }, '3M 2080 Gloss Black'],
    [{ brand: '3M', name: '3m 2080 Satin Black', code: 'S12' }, '3m 2080 Satin Black (S12)'],
    [{ brand: 'Avery Dennison', name: 'Avery Dennison SW900 Gloss Black', code: 'SW900-190-O' }, 'Avery Dennison SW900 Gloss Black (SW900-190-O)'],
    [{ brand: 'Oracal', name: 'Oracal', code: '' }, 'Oracal'],
    // The catalogue's names: brand before the name, the code added unless the name has it.
    [{ brand: '3M', name: 'Gloss Black', code: 'G12' }, '3M Gloss Black (G12)'],
    [{ brand: '3M', name: 'Gloss Black (G12)', code: 'G12' }, '3M Gloss Black (G12)'],
    [{ brand: '3M', name: 'Gloss Black G12', code: 'G12' }, '3M Gloss Black G12'],
    // A brand that only begins a word of the name is not the name's brand; a code inside another word is not there.
    [{ brand: 'Arlon', name: 'Arlonite Blue', code: '' }, 'Arlon Arlonite Blue'],
    [{ brand: '3M', name: 'Gloss Black G120', code: 'G12' }, '3M Gloss Black G120 (G12)'],
    // Custom colours have no code; an empty brand adds nothing.
    [{ brand: 'Custom', name: 'Satin Deep Teal', code: '' }, 'Custom Satin Deep Teal'],
    [{ brand: '', name: 'Satin Deep Teal', code: null }, 'Satin Deep Teal'],
    [{ brand: 'Inozetek', name: 'Super Gloss Nardo Grey', code: undefined }, 'Inozetek Super Gloss Nardo Grey'],
  ])('%j reads %j', (film, label) => {
    expect(leadFilmLabel(film)).toBe(label);
  });

  it('says the brand once in brandedFilmName, whatever the case or spacing', () => {
    expect(brandedFilmName('3M', '3M 2080 Gloss Black')).toBe('3M 2080 Gloss Black');
    expect(brandedFilmName(' 3M ', ' 3M 2080 Gloss Black ')).toBe('3M 2080 Gloss Black');
    expect(brandedFilmName('KPMF', 'kpmf K75400 Matt Black')).toBe('kpmf K75400 Matt Black');
    expect(brandedFilmName('3M', 'Gloss Black G12')).toBe('3M Gloss Black G12');
  });
});
