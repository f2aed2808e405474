// An in-memory VisualizerClient for component tests: a few vehicles, three brands (one without films), and a
// render that answers with a tiny PNG. Every method is a vi.fn so tests can inspect or replace it.
import { vi } from 'vitest';
import type {
  CallOptions,
  FilmGroup,
  PaintSelection,
  PaintSelectionRequest,
  PhotoRecolourRequest,
  RenderRequest,
  RenderResult,
  UploadedPhoto,
  VehicleMake,
  VehicleModel,
  VisualizerClient,
  WrapBrand,
} from '../client.ts';

export const MAKES: Record<number, VehicleMake[]> = {
  2024: [
    { id: 'tesla', name: 'Tesla' },
    { id: 'ford', name: 'Ford' },
  ],
  2023: [{ id: 'toyota', name: 'Toyota' }],
};

export const MODELS: Record<string, VehicleModel[]> = {
  '2024|tesla': [
    { id: 'model-3', name: 'Model 3', bodyStyles: ['sedan'] },
    { id: 'model-y', name: 'Model Y', bodyStyles: ['suv'] },
  ],
  '2024|ford': [
    { id: 'f-150', name: 'F-150', bodyStyles: ['pickup', 'van'] },
    { id: 'mustang', name: 'Mustang', bodyStyles: ['coupe', 'convertible'] },
  ],
  '2023|toyota': [{ id: 'supra', name: 'GR Supra', bodyStyles: ['coupe'] }],
};

export const BRANDS: WrapBrand[] = [
  { id: '3m', name: '3M', filmCount: 4 },
  { id: 'avery-dennison', name: 'Avery Dennison', filmCount: 1 },
  { id: 'kpmf', name: 'KPMF', filmCount: 0 },
];

export const FILMS: Record<string, FilmGroup[]> = {
  '3m': [
    {
      finish: 'gloss',
      label: 'Gloss',
      films: [
        { id: '3m-g12', name: 'Gloss Black', code: 'G12', colorCode: '#0b0b0b', finish: 'gloss', secondaryHex: null },
        { id: '3m-g13', name: 'Gloss Hot Rod Red', code: 'G13', colorCode: '#b3121f', finish: 'gloss', secondaryHex: null },
      ],
    },
    {
      finish: 'satin',
      label: 'Satin',
      films: [{ id: '3m-s10', name: 'Satin White', code: 'S10', colorCode: '#f2f2ef', finish: 'satin', secondaryHex: null }],
    },
    { finish: 'chrome', label: 'Chrome', films: [] },
    {
      finish: 'flip',
      label: 'Flip',
      films: [{ id: '3m-gp281', name: 'Flip Psychedelic', code: 'GP281', colorCode: '#5b2a86', finish: 'flip', secondaryHex: '#1f7a4d' }],
    },
  ],
  'avery-dennison': [
    {
      finish: 'matte',
      label: 'Matte',
      films: [{ id: 'avery-sw900-matte-blue', name: 'Matte Metallic Blue', code: 'SW900-634-M', colorCode: '#1d3f73', finish: 'matte', secondaryHex: null }],
    },
  ],
};

/** One transparent pixel. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const RENDERED: RenderResult = { imageSrc: `data:image/png;base64,${PNG_BASE64}`, renderId: 'r_1', credits: 4 };

export function createFakeClient() {
  return {
    getYears: vi.fn(async () => [2024, 2023]),
    getMakes: vi.fn(async (year: number) => MAKES[year] ?? []),
    getModels: vi.fn(async (year: number, make: VehicleMake) => MODELS[`${year}|${make.id}`] ?? []),
    getBrands: vi.fn(async () => BRANDS),
    getFilms: vi.fn(async (brandId: string) => FILMS[brandId] ?? []),
    render: vi.fn(async (_request: RenderRequest) => RENDERED),
  } satisfies VisualizerClient;
}

export const UPLOADED: UploadedPhoto = { id: 'ph_1', width: 1600, height: 1000, expiresAt: '2026-11-28T12:00:00.000Z' };

/** The n-th selection's answer: a distinct mask each, so a test can tell which answer is shown. */
export const selectionAnswer = (n: number, coverage = 0.23): PaintSelection => ({ coverage, width: 768, height: 480, mask: `data:image/png;base64,MASK${n}` });

/** The fake client with the photo tool's calls: an upload that answers UPLOADED, selections numbered from 1. */
export function createFakePhotoClient() {
  let selections = 0;
  return {
    ...createFakeClient(),
    uploadPhoto: vi.fn(async (_photo: Blob, _options?: CallOptions) => UPLOADED),
    selectPaint: vi.fn(async (_photoId: string, _selection: PaintSelectionRequest, _options?: CallOptions) => {
      selections += 1;
      return selectionAnswer(selections);
    }),
    recolourPhoto: vi.fn(async (_request: PhotoRecolourRequest) => RENDERED),
  } satisfies VisualizerClient;
}

/** A promise the test settles by hand, to look at loading states and late answers. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
