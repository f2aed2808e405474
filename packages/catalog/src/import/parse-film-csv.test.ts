import { describe, expect, it } from 'vitest';
import { readSharedFile } from '../test/shared-data.ts';
import { finishFromWords } from './finish-words.ts';
import { parseFilmCsv } from './parse-film-csv.ts';

describe('parseFilmCsv', () => {
  it('reads brand, code, name, finish and hex into films', () => {
    const result = parseFilmCsv(
      'brand,code,name,finish,hex\n3M,2080-G12,Gloss Black,Gloss,#0B0B0C\nAvery,SW900-180-M,Matte Black,matte,1d1d1e\n',
    );
    expect(result.rejected).toEqual([]);
    expect(result.films).toEqual([
      { id: '3m-g12', brandId: '3m', code: 'G12', name: 'Gloss Black (G12)', hex: '#0b0b0c', finish: 'gloss' },
      {
        id: 'avery-dennison-sw900-180-m',
        brandId: 'avery-dennison',
        code: 'SW900-180-M',
        name: 'Matte Black (SW900-180-M)',
        hex: '#1d1d1e',
        finish: 'matte',
      },
    ]);
  });

  it('derives hex from RGB columns or an rgb() cell', () => {
    const channels = parseFilmCsv('code,name,finish,R,G,B\nX1,Red,Satin,200,16,46\n', { brandId: 'kpmf' });
    expect(channels.films[0]).toMatchObject({ brandId: 'kpmf', hex: '#c8102e', finish: 'satin' });
    const cell = parseFilmCsv('code;name;finish;rgb\nX2;Blue;Gloss;rgb(28, 63, 148)\n', { brandId: 'kpmf' });
    expect(cell.films[0]?.hex).toBe('#1c3f94');
  });

  it('names a film from its finish and colour when the source gives only a code', () => {
    const result = parseFilmCsv('brand,code,finish_from_suffix,hex_approx\nHexis,HX20300B,gloss,#1f4d9c\n');
    expect(result.films[0]?.name).toBe('Gloss Blue (HX20300B)');
  });

  it('keeps flip colours and descriptions when given', () => {
    const result = parseFilmCsv('code,name,finish,hex,secondary_hex,description\nF1,Deep Space,Color Flip,#1d1f3d,#6b2a5b,Blue to purple\n', {
      brandId: '3m',
    });
    expect(result.films[0]).toMatchObject({ finish: 'flip', secondaryHex: '#6b2a5b', description: 'Blue to purple' });
  });

  it('rejects rows it cannot use, with line and reason', () => {
    const result = parseFilmCsv(
      [
        'brand,code,name,finish,hex',
        '3M,G10,Gloss White,Gloss,',
        '3M,G11,Odd,Velvet,#123456',
        'Nobody,Z1,Zed,Gloss,#123456',
        '3M,,Nameless,Gloss,#123456',
        '3M,G12,Gloss Black,Gloss,#0b0b0c',
        '3M,2080-G12,Gloss Black again,Gloss,#0b0b0c',
      ].join('\n'),
    );
    expect(result.rejected).toEqual([
      { line: 2, reason: 'No usable colour for G10 (needs a hex code or RGB values)' },
      { line: 3, reason: 'Unknown finish "Velvet"' },
      { line: 4, reason: 'Unknown brand "Nobody"' },
      { line: 5, reason: 'Missing code' },
      { line: 7, reason: 'Duplicate code G12 (first on line 6)' },
    ]);
    expect(result.films.map((f) => f.id)).toEqual(['3m-g12']);
  });

  it('with a brand chosen, fills rows without one and rejects rows of another brand', () => {
    const result = parseFilmCsv('brand,code,name,finish,hex\n,A1,Red,Gloss,#ff0000\nHexis,A2,Blue,Gloss,#0000ff\n', { brandId: '3m' });
    expect(result.films.map((f) => f.id)).toEqual(['3m-a1']);
    expect(result.rejected).toEqual([{ line: 3, reason: 'Brand "Hexis" is not 3M' }]);
  });

  it('explains a file it cannot use at all', () => {
    expect(parseFilmCsv('name,hex\nRed,#ff0000\n').rejected).toEqual([
      { line: 1, reason: 'The header needs a code column; The header needs a brand column, or choose a brand' },
    ]);
    expect(parseFilmCsv('code,hex\n', { brandId: 'acme' }).rejected).toEqual([{ line: 1, reason: 'Unknown brand "acme"' }]);
  });
});

describe('finishFromWords', () => {
  it.each([
    ['Gloss', 'Gloss Black', 'gloss'],
    ['Satin (pearl/flip)', 'Satin Pearl White', 'satin'],
    ['Satin (pearl/flip)', 'Satin Flip Psychedelic', 'flip'],
    ['color shift (satin)', 'Satin Rising Sun', 'flip'],
    ['ColorFlow', 'Rushing Riptide', 'flip'],
    ['pearl (satin)', 'Satin Pearl', 'satin'],
    ['special effect (gloss)', 'Passion Red', 'gloss'],
    ['diamond (glitter)', 'Diamond Red', 'gloss'],
    ['Gloss Metallic', 'Blue', 'gloss'],
    ['Matte Metallic', 'Charcoal', 'matte'],
    ['Dead Matte', 'Black', 'matte'],
    ['texture', 'Extreme Texture Rugged Onyx', 'matte'],
    ['texture', 'Extreme Texture Carbon Fiber Black', 'carbon'],
    ['satin (shadow)', 'Brushed Shadow Black', 'brushed'],
    ['matrix', 'Carbon Fiber Matrix Black', 'carbon'],
    ['Conform Chrome', 'Silver', 'chrome'],
    ['gloss chrome', 'Gloss Silver Chrome', 'chrome'],
    ['Carbon Fiber', 'Anthracite', 'carbon'],
    ['', 'Matt Grey', 'matte'],
  ])('%s / %s → %s', (column, name, finish) => {
    expect(finishFromWords(column, name)).toBe(finish);
  });

  it('returns undefined when nothing names a finish', () => {
    expect(finishFromWords('Velvet', 'Plum')).toBeUndefined();
  });
});

// Never skipped: without the data sets, readSharedFile throws a clear message and these tests fail (issue 24 item 6).
describe('parseFilmCsv on the shared colour charts', () => {
  it('fails with a clear message when the shared data sets are missing (issue 24 item 6)', () => {
    expect(() => readSharedFile('vinyl/3m_2080.csv', '/nonexistent/shared/data')).toThrow(
      'The shared data sets are missing: /nonexistent/shared/data/vinyl/3m_2080.csv does not exist',
    );
  });

  it('reads the Avery Dennison chart: 145 codes, all with colour (SOURCE.md)', () => {
    const result = parseFilmCsv(readSharedFile('vinyl/avery_dennison_supreme_wrapping_film.csv'));
    expect(result.records).toBe(145);
    expect(result.rejected).toEqual([]);
    expect(result.films).toHaveLength(145);
    expect(result.films.filter((f) => f.finish === 'flip')).toHaveLength(16);
    expect(result.films.filter((f) => f.finish === 'chrome')).toHaveLength(6);
    expect(result.films.find((f) => f.code === 'SW900-190-O')).toMatchObject({ name: 'Gloss Black (SW900-190-O)', finish: 'gloss' });
  });

  it('reads the 3M list and rejects the 31 rows without a hex (SOURCE.md)', () => {
    const result = parseFilmCsv(readSharedFile('vinyl/3m_2080.csv'));
    expect(result.records).toBe(143);
    expect(result.films).toHaveLength(112);
    expect(result.rejected).toHaveLength(31);
    expect(result.rejected.every((r) => r.reason.startsWith('No usable colour'))).toBe(true);
    expect(result.films.find((f) => f.code === 'BR120')).toMatchObject({ id: '3m-br120', finish: 'brushed' });
    expect(result.films.find((f) => f.code === 'GP278')?.finish).toBe('flip');
  });

  it('reads the Hexis brochure codes, naming films from their colour', () => {
    const result = parseFilmCsv(readSharedFile('vinyl/hexis_2012_brochure_codes.csv'));
    expect(result.films).toHaveLength(161);
    expect(result.films.filter((f) => f.finish === 'matte')).toHaveLength(38);
    for (const film of result.films) expect(film.name).toMatch(/^(Gloss|Matte) [A-Z][a-z]+( [A-Z][a-z]+)? \(/);
  });

  it('rejects every Arlon row: that list has no colours', () => {
    const result = parseFilmCsv(readSharedFile('vinyl/arlon_single_source.csv'));
    expect(result.films).toEqual([]);
    expect(result.rejected).toHaveLength(34);
  });

  it('reads the combined table: 418 with colour, 65 without (SOURCE.md)', () => {
    const result = parseFilmCsv(readSharedFile('vinyl/vinyl_colors_all.csv'));
    expect(result.films).toHaveLength(418);
    expect(result.rejected).toHaveLength(65);
    expect(new Set(result.films.map((f) => f.brandId))).toEqual(new Set(['avery-dennison', '3m', 'hexis']));
  });
});
