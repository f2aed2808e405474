import { describe, expect, it } from 'vitest';
import { filmText, formatDay, pageText } from './lead-format.ts';

const film = { id: null, brand: '3M', colorCode: '#111111', finish: 'gloss' };

describe('lead formatting', () => {
  it('names the film once, with its code', () => {
    expect(filmText({ film: { ...film, name: 'Gloss Black', code: 'G12' } })).toBe('3M Gloss Black (G12)');
    expect(filmText({ film: { ...film, name: 'Gloss Black (G12)', code: 'G12' } })).toBe('3M Gloss Black (G12)');
    expect(filmText({ film: { ...film, brand: '', name: 'Shop teal', code: '' } })).toBe('Shop teal');
  });

  it('says the brand once for a film whose name starts with it, as the API does (issue 24 item 5)', () => {
    expect(filmText({ film: { ...film, name: '3M 2080 Gloss Black', code: 'G12' } })).toBe('3M 2080 Gloss Black (G12)');
    expect(filmText({ film: { ...film, name: '3M 2080 Gloss Black', code: '' } })).toBe('3M 2080 Gloss Black');
  });

  it('shows a picked day as that day in every time zone', () => {
    expect(formatDay('2025-07-04')).toBe('Jul 4, 2025');
    expect(formatDay(null)).toBe('—');
  });

  it('shortens the source page to host and path', () => {
    expect(pageText('https://reyeswraps.com/quote?utm=x')).toBe('reyeswraps.com/quote');
    expect(pageText('https://reyeswraps.com/')).toBe('reyeswraps.com');
  });
});
