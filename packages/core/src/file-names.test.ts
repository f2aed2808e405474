import { describe, expect, it } from 'vitest';
import { renderFileName } from './file-names.ts';

describe('renderFileName', () => {
  it('names a render by vehicle and film in safe characters', () => {
    expect(renderFileName('2024 Toyota Camry', '3M Gloss Black')).toBe('2024-toyota-camry-3m-gloss-black.png');
    expect(renderFileName('2024 Citroën C4', 'Avery "Satin" / Bleu (SW900)')).toBe('2024-citroen-c4-avery-satin-bleu-sw900.png');
  });

  it('never gives an empty or path-like name', () => {
    expect(renderFileName('', '../..')).toBe('wrap.png');
    expect(renderFileName('x'.repeat(300)).length).toBeLessThanOrEqual(124);
  });
});
