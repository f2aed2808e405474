// Writes the sample renders that docs/renders shows: one per finish on a sedan, one per body style in
// gloss, and one with every zone. Run from packages/render: pnpm exec tsx scripts/render-samples.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { BODY_STYLES, FINISHES } from '@wrapsmith/catalog';
import type { BodyStyle, Finish } from '@wrapsmith/catalog';
import { renderSvg } from '../src/index.ts';
import type { RenderScene } from '../src/index.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/renders');

const FILMS: Record<Finish, RenderScene['film']> = {
  gloss: { brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red', hex: '#b3121f', finish: 'gloss' },
  satin: { brand: '3M', code: 'S10', name: 'Satin White', hex: '#e9e9e6', finish: 'satin' },
  matte: { brand: 'Avery Dennison', code: 'M13', name: 'Matte Military Green', hex: '#4b5a3a', finish: 'matte' },
  chrome: { brand: 'Avery Dennison', code: 'C-GLD', name: 'Chrome Gold', hex: '#c9a227', finish: 'chrome' },
  flip: { brand: '3M', code: 'GP281', name: 'Flip Psychedelic', hex: '#5b2a86', finish: 'flip', secondaryHex: '#2f9e7a' },
  brushed: { brand: '3M', code: 'BR201', name: 'Brushed Steel', hex: '#8e9399', finish: 'brushed' },
  carbon: { brand: '3M', code: 'CFS12', name: 'Carbon Fiber Black', hex: '#2a2b2e', finish: 'carbon' },
};

const VEHICLES: Record<BodyStyle, Omit<RenderScene['vehicle'], 'bodyStyle'>> = {
  sedan: { year: 2024, make: 'Honda', model: 'Accord' },
  coupe: { year: 2023, make: 'BMW', model: '4 Series Coupe' },
  hatchback: { year: 2022, make: 'Volkswagen', model: 'Golf' },
  wagon: { year: 2021, make: 'Audi', model: 'A6 Avant' },
  convertible: { year: 2024, make: 'Ford', model: 'Mustang Convertible' },
  suv: { year: 2024, make: 'Toyota', model: 'RAV4' },
  pickup: { year: 2023, make: 'Ford', model: 'F-150 SuperCrew' },
  van: { year: 2022, make: 'Chrysler', model: 'Pacifica' },
};

function write(name: string, scene: RenderScene): void {
  const png = new Resvg(renderSvg(scene)).render().asPng();
  writeFileSync(join(outDir, `${name}.png`), png);
  console.log(`${name}.png`);
}

mkdirSync(outDir, { recursive: true });
const only = process.argv[2];
for (const finish of FINISHES) {
  if (!only || only === finish) write(`finish-${finish}`, { vehicle: { ...VEHICLES.sedan, bodyStyle: 'sedan' }, film: FILMS[finish] });
}
const bodyColours: Record<BodyStyle, string> = {
  sedan: '#1f4e9c',
  coupe: '#b3121f',
  hatchback: '#f2f2ef',
  wagon: '#2e3a46',
  convertible: '#d9a21b',
  suv: '#0f5e4a',
  pickup: '#151617',
  van: '#9aa3ab',
};
for (const bodyStyle of BODY_STYLES) {
  if (!only || only === bodyStyle) {
    write(`body-${bodyStyle}`, {
      vehicle: { ...VEHICLES[bodyStyle], bodyStyle },
      film: { brand: '3M', code: 'G', name: 'Gloss', hex: bodyColours[bodyStyle], finish: 'gloss' },
    });
  }
}
if (!only || only === 'zones') {
  write('zones-all', {
    vehicle: { ...VEHICLES.coupe, bodyStyle: 'coupe' },
    film: { brand: 'Avery Dennison', code: 'SW900-197-O', name: 'Satin Khaki Green', hex: '#6b6e4e', finish: 'satin' },
    zones: { roof: '#0d0d0e', mirrors: '#0d0d0e', chromeDelete: true, calipers: '#d4121c', windowTint: 20, ppf: 'matte' },
  });
}
