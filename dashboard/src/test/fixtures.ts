// Users and list pages in the shape of docs/api.md, for tests.
import { PAGE_SIZE, permissionsFor, seatAllowance, type TeamSeats } from '@wrapsmith/core';
import type { LibraryVehicleDto, RenderDto } from '@wrapsmith/core/contract';
import type { ApiUser } from '../api/types.ts';

export function makeUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    _id: 'usr_owner1',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    phoneNumber: '',
    country: '',
    state: '',
    city: '',
    postcode: '',
    businessName: 'Reyes Wraps',
    businessAddress: '',
    avatar: null,
    locale: null,
    credits: 5,
    accountType: 'free',
    plan: null,
    addonInfo: null,
    parentId: null,
    loginCount: 3,
    role: { role: 'owner', label: 'Owner' },
    // The role's default levels (decision 062), whichever role the overrides give.
    permissions: permissionsFor(overrides.role?.role ?? 'owner'),
    shop: { _id: 'shp_1', name: 'Reyes Wraps', slug: 'reyes-wraps', country: 'US', units: 'imperial', unitsChoice: null, locale: 'en-US', timeZone: 'America/New_York' },
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One page of rows as the API answers a list (docs/api.md "Lists"), for the page and size a query asks for. */
export function pageOf<T>(rows: readonly T[], search = '') {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? PAGE_SIZE);
  return { data: rows.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: rows.length };
}

/** A list with nothing in it. */
export const EMPTY_PAGE = pageOf([]);

/**
 * GET /auth/users-list as the API answers it: one page of the team and the shop's seats (no plan by default; the
 * owner and every listed member take one).
 */
export function teamPageOf(rows: readonly ApiUser[], seats: Partial<TeamSeats> = {}) {
  return { ...pageOf(rows), seats: { ...seatAllowance(null), used: rows.length + 1, invited: 0, ...seats } };
}

/** A vehicle of the shop's library (a 2021 Toyota RAV4, front three-quarter), as GET /user/library lists it. */
export function libraryVehicle(overrides: Partial<LibraryVehicleDto> = {}): LibraryVehicleDto {
  return {
    _id: 'lib_1',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    bodyStyle: 'suv',
    side: 'front-three-quarter',
    width: 1024,
    height: 606,
    taps: [{ x: 0.25, y: 0.43, mode: 'add' }],
    strokes: [],
    imageUrl: '/api/v1/user/library/lib_1/image?v=abc',
    maskUrl: '/api/v1/user/library/lib_1/mask?v=def',
    createdBy: 'usr_owner1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A render of the Studio (a 2024 Tesla Model 3 in 3M Gloss Black), as My Wraps lists it and POST …/save answers it. */
export function makeRender(id: string, overrides: Partial<RenderDto> = {}): RenderDto {
  return {
    _id: id,
    status: 'draft',
    source: 'studio',
    engine: 'local',
    vehicle: { year: 2024, make: 'Tesla', model: 'Model 3', bodyStyle: 'sedan' },
    film: { id: '3m-2080-g12', brand: '3M', name: 'Gloss Black (G12)', code: 'G12', colorCode: '#0b0b0b', finish: 'gloss' },
    zones: {},
    userId: 'usr_owner1',
    url: `/api/v1/user/renders/${id}/image`,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}
