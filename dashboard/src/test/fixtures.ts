// Users in the shape of docs/api.md, for tests.
import type { ApiUser } from '../api/types.ts';

export function makeUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    _id: 'usr_owner1',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    phoneNumber: '',
    country: '',
    city: '',
    businessName: 'Reyes Wraps',
    businessAddress: '',
    avatar: null,
    credits: 5,
    accountType: 'free',
    addonInfo: null,
    parentId: null,
    loginCount: 3,
    role: { role: 'owner', label: 'Owner' },
    shop: { _id: 'shp_1', name: 'Reyes Wraps', slug: 'reyes-wraps' },
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
