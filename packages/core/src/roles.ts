// Who may see and do what (spec §6). One pure table used by the dashboard menu and router and by the server.

export const ROLES = ['owner', 'shop-man', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_TYPES = ['free', 'paid', 'addon_access_paid'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function roleLabel(role: Role): string {
  if (role === 'owner') return 'Owner';
  return role === 'shop-man' ? 'Shop Manager' : 'Member';
}

export const MENU_ENTRIES = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
  { key: 'profile', label: 'Profile', path: '/profile' },
  { key: 'studio', label: 'Studio', path: '/tool' },
  // Not in the spec's menu: the customer's own photo, recoloured (issue #10, decision 036).
  { key: 'photo', label: 'Your car’s photo', path: '/aitool' },
  // Not in the spec's menu: the shop's own photos of cars it wrapped, rendered in place of drawings (decision 056).
  { key: 'library', label: 'Vehicle library', path: '/library' },
  { key: 'appointments', label: 'Appointments', path: '/appointment' },
  { key: 'subscription', label: 'Subscription', path: '/Subscription' },
  { key: 'customers', label: 'Customers', path: '/customers' },
  { key: 'leads', label: 'Leads', path: '/leads' },
  { key: 'help', label: 'Help', path: '/Help' },
] as const;
export type MenuKey = (typeof MENU_ENTRIES)[number]['key'];

export interface Viewer {
  role: Role;
  accountType: AccountType;
}

/** Menu entries a viewer sees, in the sidebar's order (spec §6 "Menu visibility"). */
export function visibleMenu(viewer: Viewer): (typeof MENU_ENTRIES)[number][] {
  const hidden = new Set<MenuKey>();
  const free = viewer.accountType === 'free';
  if (viewer.role === 'shop-man') hidden.add('subscription');
  if (free) {
    hidden.add('appointments');
    hidden.add('customers');
    hidden.add('leads');
  }
  return MENU_ENTRIES.filter((e) => !hidden.has(e.key));
}

/** Route access: shop-man does not get /subscription; every other role gets all dashboard routes (spec §6). */
export function canAccessRoute(viewer: Viewer, path: string): boolean {
  return !(viewer.role === 'shop-man' && path.toLowerCase().startsWith('/subscription'));
}

export type Permission = 'team:manage' | 'billing:manage' | 'catalog:manage' | 'shop:manage' | 'colours:manage' | 'library:manage';

/**
 * Server-side permissions: only the shop owner manages the team, buys plans or credits, picks the catalogue and
 * names the shop;
 * the owner or a Shop Manager adds and deletes the shop's custom colours and vehicle library photos (members use them).
 */
export function can(viewer: Pick<Viewer, 'role'>, permission: Permission): boolean {
  switch (permission) {
    case 'team:manage':
    case 'billing:manage':
    case 'catalog:manage':
    case 'shop:manage':
      return viewer.role === 'owner';
    case 'colours:manage':
    case 'library:manage':
      return viewer.role === 'owner' || viewer.role === 'shop-man';
  }
}
