import { describe, expect, it } from 'vitest';
import { readCsv } from './csv.ts';

describe('readCsv', () => {
  it('reads quoted fields, doubled quotes and embedded delimiters', () => {
    const records = readCsv('code,name\nG12,"Gloss ""Jet"" Black, deep"\n');
    expect(records.map((r) => r.fields)).toEqual([
      ['code', 'name'],
      ['G12', 'Gloss "Jet" Black, deep'],
    ]);
  });

  it('handles CRLF, a BOM, blank lines and a last line without newline', () => {
    const records = readCsv('\uFEFFyear,make\r\n2020,BMW\r\n\r\n2021,Audi');
    expect(records).toEqual([
      { line: 1, fields: ['year', 'make'] },
      { line: 2, fields: ['2020', 'BMW'] },
      { line: 4, fields: ['2021', 'Audi'] },
    ]);
  });

  it('keeps newlines inside quotes and reports the line each record starts on', () => {
    const records = readCsv('a,b\n1,"two\nlines"\n3,x\n');
    expect(records[1]).toEqual({ line: 2, fields: ['1', 'two\nlines'] });
    expect(records[2]).toEqual({ line: 4, fields: ['3', 'x'] });
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(readCsv('a,,c,\n')[0]?.fields).toEqual(['a', '', 'c', '']);
  });

  it('flags a quote that is never closed instead of throwing', () => {
    const records = readCsv('a,b\n1,"open\n2,3\n');
    expect(records).toHaveLength(2);
    expect(records[1]?.error).toBe('Quoted field opened on line 2 is never closed');
  });

  it('guesses semicolon and tab separators from the header', () => {
    expect(readCsv('year;make\n2020;Kia\n')[1]?.fields).toEqual(['2020', 'Kia']);
    expect(readCsv('year\tmake\n2020\tKia\n')[1]?.fields).toEqual(['2020', 'Kia']);
  });
});
