// Canned answers of the Studio API (docs/api.md "Studio") for page tests on the fake fetch.
import type { MaterialEstimateDto } from '@wrapsmith/core/contract';
import { json, type FakeReply } from '../../test/fake-fetch.ts';

/** One transparent pixel. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function generated(credits: number) {
  return json({
    data: { image: [{ inlineData: { mimeType: 'image/png', data: PNG_BASE64 } }], renderId: 'rnd_1', url: '/api/v1/user/renders/rnd_1/image', credits },
  });
}

/** GET /user/tool/material-estimate for a 2023 Toyota Camry's full wrap on 60″ film with 10 % waste (issue 25 item 2). */
export const MATERIAL_ESTIMATE: MaterialEstimateDto = {
  basis: 'generation',
  generation: 'XV70',
  bodyStyle: 'sedan',
  shape: 'sedan',
  lengthMm: 4880,
  widthMm: 1820,
  heightMm: 1445,
  rollWidthMm: 1524,
  wastePercent: 10,
  zones: [{ zone: 'fullWrap', areaMm2: 16_815_000, areaM2: 16.82, areaSqFt: 181, lengthMm: 17_395, passes: 6 }],
  areaMm2: 16_815_000,
  areaM2: 16.82,
  areaSqFt: 181,
  plannedMm: 17_395,
  wasteMm: 1740,
  totalMm: 19_135,
  totalMetres: 19.14,
  totalFeet: 62.8,
};

export const STUDIO_REPLIES: Record<string, FakeReply> = {
  'GET /user/tool/material-estimate': json({ data: MATERIAL_ESTIMATE }),
  'GET /user/tool/get-years': json({ data: { years: [2024, 2023] } }),
  'GET /user/tool/get-makes': json({ data: { makes: [{ id: 'tesla', name: 'Tesla' }] } }),
  'GET /user/tool/get-models': json({ data: { models: [{ id: 'model-3', name: 'Model 3', bodyStyles: ['sedan'] }] } }),
  'GET /user/tool/brands': json({
    data: [
      { id: '3m', name: '3M', productLine: '2080', filmCount: 2 },
      { id: 'kpmf', name: 'KPMF', productLine: 'K75400', filmCount: 0 },
    ],
  }),
  'GET /user/tool/films': json({
    data: {
      brand: { id: '3m', name: '3M' },
      groups: [
        {
          finish: 'gloss',
          label: 'Gloss',
          films: [
            { id: '3m-2080-g12', brandId: '3m', name: 'Gloss Black (G12)', code: 'G12', colorCode: '#0b0b0b', finish: 'gloss', secondaryHex: null, custom: false },
            { id: '3m-2080-g13', brandId: '3m', name: 'Gloss Hot Rod Red (G13)', code: 'G13', colorCode: '#b3121f', finish: 'gloss', secondaryHex: null, custom: false },
          ],
        },
      ],
    },
  }),
};

/** The photo tool's upload and its free selection preview (docs/api.md "Your car's photo"). */
export const PHOTO_REPLIES: Record<string, FakeReply> = {
  'POST /user/tool/photos': json({ data: { photo: { id: 'ph_1', width: 1600, height: 1000, expiresAt: '2026-11-28T12:00:00.000Z' } } }, 201),
  'POST /user/tool/photos/ph_1/selection': json({ data: { selection: { coverage: 0.23, width: 768, height: 480, mask: `data:image/png;base64,${PNG_BASE64}` } } }),
};
