import { describe, expect, it } from 'vitest';
import { roleMatrixInput } from './auth.ts';
import { visibleBookingStatuses } from './booking-access.ts';
import {
  DEFAULT_ROLE_MATRIX,
  allows,
  can,
  canAccessRoute,
  canManageRole,
  hasPlanFeature,
  planFeatureMessage,
  permissionsFor,
  readRoleMatrix,
  roleLabel,
  visibleMenu,
  type AccountType,
  type Permissions,
  type Role,
} from './roles.ts';

const menu = (role: Role, accountType: AccountType, permissions?: Permissions) => visibleMenu({ role, accountType, permissions }).map((e) => e.label);
const ALL = ['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Appointments', 'Subscription', 'Customers', 'Invoices', 'Leads', 'Film rolls', 'Help'];

describe('plan features (issue 23 item 17, decision 073)', () => {
  it('closes the routes of leads, bookings and customers on a free account, the same ones the menu hides', () => {
    for (const path of ['/leads', '/appointment', '/work-order/abc', '/bookingappointment', '/customers', '/invoices', '/rolls/abc']) {
      expect(canAccessRoute({ role: 'owner', accountType: 'free' }, path), path).toBe(false);
      expect(canAccessRoute({ role: 'owner', accountType: 'paid' }, path), path).toBe(true);
      expect(canAccessRoute({ role: 'owner', accountType: 'addon_access_paid' }, path), path).toBe(true);
    }
    expect(canAccessRoute({ role: 'owner', accountType: 'free' }, '/tool')).toBe(true);
    expect(hasPlanFeature('free', 'leads')).toBe(false);
    expect(planFeatureMessage('leads')).toMatch(/Basic plan/);
  });
});

describe('menu visibility (spec §6 and the role matrix, decision 062)', () => {
  it('hides Subscription, Appointments, Customers and Leads from a shop-man on a free account', () => {
    expect(menu('shop-man', 'free')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Help']);
  });
  it('hides only Subscription from a shop-man on any other account', () => {
    expect(menu('shop-man', 'paid')).toEqual(ALL.filter((l) => l !== 'Subscription'));
    expect(menu('shop-man', 'addon_access_paid')).toEqual(ALL.filter((l) => l !== 'Subscription'));
  });
  it('hides Appointments, Customers and Leads from the owner on a free account', () => {
    expect(menu('owner', 'free')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Subscription', 'Help']);
  });
  it('shows the owner everything otherwise', () => {
    expect(menu('owner', 'paid')).toEqual(ALL);
  });
  it('shows a plain Member the jobs and the Studio, and no billing, customers or leads', () => {
    // Film rolls (issue 27 item 1): a Member sees the rolls, to use them on jobs.
    expect(menu('member', 'paid')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Appointments', 'Film rolls', 'Help']);
    expect(menu('member', 'free')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Help']);
  });
  it('follows the shop’s matrix when the owner adjusted it', () => {
    const member = { ...DEFAULT_ROLE_MATRIX.member, leads: 'view', studio: 'none' } as const;
    expect(menu('member', 'paid', member)).toEqual(['Dashboard', 'Profile', 'Appointments', 'Leads', 'Film rolls', 'Help']);
  });
});

describe('route access and permissions', () => {
  it('keeps a shop-man out of /subscription in either spelling', () => {
    expect(canAccessRoute({ role: 'shop-man', accountType: 'paid' }, '/Subscription')).toBe(false);
    expect(canAccessRoute({ role: 'shop-man', accountType: 'paid' }, '/subscription')).toBe(false);
    expect(canAccessRoute({ role: 'shop-man', accountType: 'paid' }, '/tool')).toBe(true);
    expect(canAccessRoute({ role: 'owner', accountType: 'free' }, '/subscription')).toBe(true);
  });
  it('closes a Member’s routes of areas their role does not reach', () => {
    const member = { role: 'member' as const };
    for (const path of ['/leads', '/customers', '/subscription', '/billing/checkout/x', '/settings/widget', '/settings/team', '/settings/emails']) {
      expect(canAccessRoute(member, path), path).toBe(false);
    }
    for (const path of ['/dashboard', '/tool', '/aitool', '/appointment', '/work-order', '/settings', '/profile', '/help', '/settings-unknown']) {
      expect(canAccessRoute(member, path), path).toBe(true);
    }
  });
  it('lets the owner manage the team and billing; a Shop Manager the team and settings, not billing; a Member neither', () => {
    expect(can({ role: 'owner' }, 'team:manage')).toBe(true);
    expect(can({ role: 'owner' }, 'billing:manage')).toBe(true);
    expect(can({ role: 'shop-man' }, 'team:manage')).toBe(true);
    expect(can({ role: 'shop-man' }, 'billing:manage')).toBe(false);
    expect(can({ role: 'shop-man' }, 'catalog:manage')).toBe(true);
    for (const permission of ['team:manage', 'billing:manage', 'catalog:manage', 'library:manage'] as const) expect(can({ role: 'member' }, permission)).toBe(false);
  });
  it('never lets anyone manage the owner, nor a role above their own', () => {
    expect(canManageRole('owner', 'shop-man')).toBe(true);
    expect(canManageRole('shop-man', 'shop-man')).toBe(true);
    expect(canManageRole('member', 'member')).toBe(true);
    expect(canManageRole('member', 'shop-man')).toBe(false);
    for (const actor of ['owner', 'shop-man', 'member'] as const) expect(canManageRole(actor, 'owner')).toBe(false);
  });
  it('labels shop-man as Shop Manager and other roles as Member', () => {
    expect(roleLabel('shop-man')).toBe('Shop Manager');
    expect(roleLabel('member')).toBe('Member');
    expect(roleLabel('owner')).toBe('Owner');
  });
});

describe('the role matrix', () => {
  it('gives the owner every area whatever is stored', () => {
    const owner = permissionsFor('owner', { 'shop-man': DEFAULT_ROLE_MATRIX.member, member: DEFAULT_ROLE_MATRIX.member });
    expect(allows(owner, 'billing', 'edit')).toBe(true);
    expect(allows(owner, 'customers', 'view')).toBe(true);
  });
  it('reads a stored matrix leniently: bad JSON, unknown levels and missing areas take the defaults', () => {
    expect(readRoleMatrix(null)).toEqual(DEFAULT_ROLE_MATRIX);
    expect(readRoleMatrix('{not json')).toEqual(DEFAULT_ROLE_MATRIX);
    const read = readRoleMatrix(JSON.stringify({ member: { leads: 'view', studio: 'sometimes', customers: 'edit' } }));
    expect(read.member).toEqual({ ...DEFAULT_ROLE_MATRIX.member, leads: 'view' });
    expect(read['shop-man']).toEqual(DEFAULT_ROLE_MATRIX['shop-man']);
  });
  it('takes only known levels per area in PUT /auth/roles', () => {
    expect(roleMatrixInput.safeParse(DEFAULT_ROLE_MATRIX).success).toBe(true);
    expect(roleMatrixInput.safeParse({ ...DEFAULT_ROLE_MATRIX, member: { ...DEFAULT_ROLE_MATRIX.member, customers: 'edit' } }).success).toBe(false);
    expect(roleMatrixInput.safeParse({ member: DEFAULT_ROLE_MATRIX.member }).success).toBe(false);
  });
  it('files bookings by status: quotes, completed jobs (customers) and the rest (bookings)', () => {
    expect(visibleBookingStatuses(permissionsFor('member'))).toEqual(['pending', 'accepted', 'inprogress', 'cancelled']);
    expect(visibleBookingStatuses(permissionsFor('member'), ['quote_sent'])).toEqual([]);
    expect(visibleBookingStatuses(permissionsFor('shop-man'), ['quote_sent', 'completed'])).toEqual(['quote_sent', 'completed']);
  });
});
