// Who may see and do what (spec §6, issue 22 item 7, decision 062). One pure table used by the dashboard menu and
// router and by the server: the role matrix gives each role a level (none, view, edit) per area of the shop; the
// owner has every area, and can adjust the Shop Manager's and the Member's rows in Settings → Team. Zod-free (rules.ts).

export const ROLES = ['owner', 'shop-man', 'member'] as const;
export type Role = (typeof ROLES)[number];
/** The roles whose rights the owner adjusts: the owner's own row is every area, always. */
export const ADJUSTABLE_ROLES = ['shop-man', 'member'] as const;
export type AdjustableRole = (typeof ADJUSTABLE_ROLES)[number];

export const ACCOUNT_TYPES = ['free', 'paid', 'addon_access_paid'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function roleLabel(role: Role): string {
  if (role === 'owner') return 'Owner';
  return role === 'shop-man' ? 'Shop Manager' : 'Member';
}

export const AREAS = ['leads', 'quotes', 'prices', 'customers', 'bookings', 'studio', 'billing', 'team', 'settings', 'inventory'] as const;
export type Area = (typeof AREAS)[number];
export const ACCESS_LEVELS = ['none', 'view', 'edit'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
/** A role's level in each area. */
export type Permissions = Record<Area, Access>;
export type RoleMatrix = Record<AdjustableRole, Permissions>;

/** What each level of an area lets a role do, in the words Settings → Team shows. `edit: null`: the area has no edit level. */
export const AREA_INFO: Record<Area, { label: string; view: string; edit: string | null }> = {
  leads: { label: 'Leads', view: 'See leads from the widget and share link, and export them', edit: 'Change a lead’s status and turn it into a booking or quote' },
  quotes: { label: 'Quotes', view: 'See quotes waiting for the customer', edit: 'Send and resend quotes' },
  prices: { label: 'Prices', view: 'See prices, costs and totals of bookings, quotes and jobs', edit: 'Set them' },
  customers: { label: 'Customers', view: 'See customers (everyone quoted, booked or worked for) and completed jobs, and export bookings as CSV', edit: null },
  bookings: { label: 'Bookings and work orders', view: 'See appointments, the calendar and work orders', edit: 'Book, work jobs: save work orders, change their status, add photos' },
  studio: { label: 'Studio', view: 'Open the Studio, My Wraps and the vehicle library', edit: 'Render designs (spends credits), save and delete them, use the photo tool' },
  billing: { label: 'Billing', view: 'See the plans and the shop’s subscription', edit: 'Buy plans, add-ons and credits, and cancel' },
  team: { label: 'Team', view: 'See the team and pending invites', edit: 'Invite, resend and revoke invites, remove members and send them resets' },
  settings: { label: 'Settings', view: 'See the widget, catalogue and email log settings', edit: 'Change them, the shop’s custom colours and the vehicle library' },
  // Film rolls (issue 27 item 1, decision 092). Using a roll on a job is work on the job: the Bookings area's edit level.
  inventory: { label: 'Film rolls', view: 'See film rolls, their labels and stock, and the shrinkage report', edit: 'Receive, edit and count rolls, and set low-stock alerts' },
};

/** The levels an area offers (Customers has no edit level). */
export const levelsOf = (area: Area): readonly Access[] => (AREA_INFO[area].edit === null ? ['none', 'view'] : ACCESS_LEVELS);

const everything = Object.fromEntries(AREAS.map((a) => [a, a === 'customers' ? 'view' : 'edit'])) as Permissions;

/**
 * Defaults: a Shop Manager (the admin) has everything but billing (the spec keeps them out of /subscription) and
 * ownership (the matrix itself is the owner's); a Member works jobs and the Studio and sees no leads, quotes,
 * prices, customer lists, billing, team or settings.
 */
export const DEFAULT_ROLE_MATRIX: RoleMatrix = {
  'shop-man': { ...everything, billing: 'none' },
  member: { leads: 'none', quotes: 'none', prices: 'none', customers: 'none', bookings: 'edit', studio: 'edit', billing: 'none', team: 'none', settings: 'none', inventory: 'view' },
};

const RANK: Record<Access, number> = { none: 0, view: 1, edit: 2 };

/** The role's levels under the shop's matrix (undefined: the defaults). The owner has every area. */
export function permissionsFor(role: Role, matrix?: RoleMatrix): Permissions {
  if (role === 'owner') return everything;
  return (matrix ?? DEFAULT_ROLE_MATRIX)[role];
}

/** Whether `permissions` reach `level` in `area`. */
export const allows = (permissions: Permissions, area: Area, level: Exclude<Access, 'none'>): boolean => RANK[permissions[area]] >= RANK[level];

/** A stored matrix (JSON text, null: the defaults) read leniently: an unknown or missing area takes its default. */
export function readRoleMatrix(stored: string | null | undefined): RoleMatrix {
  if (!stored) return DEFAULT_ROLE_MATRIX;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return DEFAULT_ROLE_MATRIX;
  }
  const rows = (parsed ?? {}) as Partial<Record<AdjustableRole, Partial<Record<Area, unknown>>>>;
  const row = (role: AdjustableRole): Permissions =>
    Object.fromEntries(
      AREAS.map((a) => {
        const level = rows[role]?.[a];
        return [a, typeof level === 'string' && (levelsOf(a) as readonly string[]).includes(level) ? level : DEFAULT_ROLE_MATRIX[role][a]];
      }),
    ) as Permissions;
  return { 'shop-man': row('shop-man'), member: row('member') };
}

/**
 * Whom a user may invite, remove or send a reset: never the owner, and never a role above their own (a Member
 * given the Team area manages Members only, so no one can make themselves more than they are).
 */
export function canManageRole(actor: Role, target: Role): boolean {
  if (target === 'owner') return false;
  if (actor === 'owner' || actor === 'shop-man') return true;
  return target === 'member';
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
  // Not in the spec's menu: invoices and their payments (issue 25 item 5, decision 087).
  { key: 'invoices', label: 'Invoices', path: '/invoices' },
  { key: 'leads', label: 'Leads', path: '/leads' },
  // Not in the spec's menu: film rolls, their labels and stock (issue 27 item 1, decision 092).
  { key: 'rolls', label: 'Film rolls', path: '/rolls' },
  { key: 'help', label: 'Help', path: '/Help' },
] as const;
export type MenuKey = (typeof MENU_ENTRIES)[number]['key'];

export interface Viewer {
  role: Role;
  accountType: AccountType;
  /** The viewer's levels under the shop's matrix; omitted: the role's defaults. */
  permissions?: Permissions | undefined;
}

const permissionsOf = (viewer: Pick<Viewer, 'role' | 'permissions'>): Permissions => viewer.permissions ?? permissionsFor(viewer.role);

/** The area(s) a dashboard path belongs to: any one of them at `view` opens it. No entry: every signed-in user. */
const ROUTE_AREAS: [prefix: string, areas: Area[]][] = [
  ['/subscription', ['billing']],
  ['/billing', ['billing']],
  ['/customers', ['customers']],
  ['/invoices', ['prices']],
  ['/leads', ['leads', 'quotes']],
  ['/appointment', ['bookings']],
  ['/work-order', ['bookings']],
  ['/bookingappointment', ['bookings', 'quotes']],
  ['/tool', ['studio']],
  ['/aitool', ['studio']],
  ['/library', ['studio']],
  ['/settings/widget', ['settings']],
  ['/settings/catalogue', ['settings']],
  ['/settings/emails', ['settings']],
  ['/settings/texts', ['settings']],
  ['/settings/notifications', ['settings']],
  ['/settings/team', ['team']],
  // The price book (issue 25 item 1): the Prices area.
  ['/settings/prices', ['prices']],
  // How invoices are numbered and written (decision 088): the Prices area, as the invoices.
  ['/settings/invoices', ['prices']],
  // Deposits on the shop's own Stripe account (issue 25 item 4): the Billing area.
  ['/settings/payments', ['billing']],
  // Film rolls (issue 27 item 1): the Film rolls area.
  ['/rolls', ['inventory']],
];

/** The dashboard paths of plan features (PLAN_FEATURES below): closed on an account without the feature. */
const ROUTE_FEATURES: [prefix: string, feature: PlanFeature][] = [
  ['/leads', 'leads'],
  ['/appointment', 'bookings'],
  ['/work-order', 'bookings'],
  ['/bookingappointment', 'bookings'],
  ['/customers', 'customers'],
  ['/invoices', 'bookings'],
  ['/rolls', 'bookings'],
  ['/settings/invoices', 'bookings'],
];

/**
 * Route access: a path of an area the viewer's role has no access to is closed (spec §6, decision 062), and so is a
 * plan feature's path on an account without it (decision 073), when the account type is given.
 */
export function canAccessRoute(viewer: Pick<Viewer, 'role'> & Partial<Viewer>, path: string): boolean {
  const lower = path.toLowerCase();
  const { accountType } = viewer;
  const feature = ROUTE_FEATURES.find(([prefix]) => lower === prefix || lower.startsWith(`${prefix}/`));
  if (feature && accountType !== undefined && !hasPlanFeature(accountType, feature[1])) return false;
  const entry = ROUTE_AREAS.find(([prefix]) => lower === prefix || lower.startsWith(`${prefix}/`));
  if (!entry) return true;
  const permissions = permissionsOf(viewer);
  return entry[1].some((area) => allows(permissions, area, 'view'));
}

/**
 * The features a plan brings (spec §6, issue 23 item 17, decision 073): the shop-management tools (leads, bookings
 * and quotes with their work orders and photos, customers) come with every plan and with the Shop Management Tool
 * add-on; a free account (the trial, or after its plan ended) has the Studio, the widget and the share link. The one
 * table both the dashboard's menu and the API's routes read: the menu hides what the API refuses.
 */
export const PLAN_FEATURES = {
  leads: { label: 'Leads', menu: ['leads'] },
  bookings: { label: 'Bookings, quotes and work orders', menu: ['appointments', 'invoices', 'rolls'] },
  customers: { label: 'Customers', menu: ['customers'] },
} as const satisfies Record<string, { label: string; menu: readonly MenuKey[] }>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

/** Whether a shop of this account type has a plan feature: any plan or the add-on; a free account has none of them. */
export const hasPlanFeature = (accountType: AccountType, feature: PlanFeature): boolean => accountType !== 'free' && feature in PLAN_FEATURES;

/** The 403 for a plan feature on a free account, naming the cheapest plan that has it and the add-on (ours). */
export const planFeatureMessage = (feature: PlanFeature): string =>
  `${PLAN_FEATURES[feature].label} come with a plan: the Basic plan or above, or the Shop Management Tool add-on. Choose one on the Subscription page.`;

/**
 * Menu entries a viewer sees, in the sidebar's order: those of routes they may open (canAccessRoute), less the
 * entries of plan features the account does not have (spec §6 hides Appointments, Customers and Leads on a free
 * account).
 */
export function visibleMenu(viewer: Viewer): (typeof MENU_ENTRIES)[number][] {
  const hidden = new Set<MenuKey>(
    (Object.keys(PLAN_FEATURES) as PlanFeature[]).filter((f) => !hasPlanFeature(viewer.accountType, f)).flatMap((f) => PLAN_FEATURES[f].menu),
  );
  return MENU_ENTRIES.filter((e) => !hidden.has(e.key) && canAccessRoute(viewer, e.path));
}

export type Permission = 'team:manage' | 'billing:manage' | 'catalog:manage' | 'shop:manage' | 'colours:manage' | 'library:manage';

const PERMISSION_AREAS: Record<Permission, Area> = {
  'team:manage': 'team',
  'billing:manage': 'billing',
  'catalog:manage': 'settings',
  'colours:manage': 'settings',
  'library:manage': 'settings',
  'shop:manage': 'settings',
};

/** The dashboard's shorthand for the edit level of an area: manage the team, buy, change the catalogue, colours or library. */
export function can(viewer: Pick<Viewer, 'role'> & Partial<Viewer>, permission: Permission): boolean {
  // Naming the shop (every email, page and share link carries it) stays the owner's alone (decision 058).
  if (permission === 'shop:manage') return viewer.role === 'owner';
  return allows(permissionsOf(viewer), PERMISSION_AREAS[permission], 'edit');
}
