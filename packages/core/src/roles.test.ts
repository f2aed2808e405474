import { describe, expect, it } from 'vitest';
import { can, canAccessRoute, roleLabel, visibleMenu, type AccountType, type Role } from './roles.ts';

const menu = (role: Role, accountType: AccountType) => visibleMenu({ role, accountType }).map((e) => e.label);
const ALL = ['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Appointments', 'Subscription', 'Customers', 'Leads', 'Help'];

describe('menu visibility (spec §6)', () => {
  it('hides Subscription, Appointments, Customers and Leads from a shop-man on a free account', () => {
    expect(menu('shop-man', 'free')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Help']);
  });
  it('hides only Subscription from a shop-man on any other account', () => {
    expect(menu('shop-man', 'paid')).toEqual(ALL.filter((l) => l !== 'Subscription'));
    expect(menu('shop-man', 'addon_access_paid')).toEqual(ALL.filter((l) => l !== 'Subscription'));
  });
  it('hides Appointments, Customers and Leads from others on a free account', () => {
    expect(menu('owner', 'free')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Subscription', 'Help']);
    expect(menu('member', 'free')).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Subscription', 'Help']);
  });
  it('shows everything otherwise', () => {
    expect(menu('owner', 'paid')).toEqual(ALL);
    expect(menu('member', 'addon_access_paid')).toEqual(ALL);
  });
});

describe('route access and permissions', () => {
  it('keeps a shop-man out of /subscription in either spelling', () => {
    expect(canAccessRoute({ role: 'shop-man', accountType: 'paid' }, '/Subscription')).toBe(false);
    expect(canAccessRoute({ role: 'shop-man', accountType: 'paid' }, '/subscription')).toBe(false);
    expect(canAccessRoute({ role: 'shop-man', accountType: 'paid' }, '/tool')).toBe(true);
    expect(canAccessRoute({ role: 'member', accountType: 'free' }, '/subscription')).toBe(true);
  });
  it('lets only the owner manage the team and billing', () => {
    for (const permission of ['team:manage', 'billing:manage'] as const) {
      expect(can({ role: 'owner' }, permission)).toBe(true);
      expect(can({ role: 'shop-man' }, permission)).toBe(false);
      expect(can({ role: 'member' }, permission)).toBe(false);
    }
  });
  it('lets the owner and a Shop Manager change the vehicle library, not a member', () => {
    expect(can({ role: 'owner' }, 'library:manage')).toBe(true);
    expect(can({ role: 'shop-man' }, 'library:manage')).toBe(true);
    expect(can({ role: 'member' }, 'library:manage')).toBe(false);
  });
  it('labels shop-man as Shop Manager and other roles as Member', () => {
    expect(roleLabel('shop-man')).toBe('Shop Manager');
    expect(roleLabel('member')).toBe('Member');
    expect(roleLabel('owner')).toBe('Owner');
  });
});
