// Account factories shared by the tests and the demo seed, so demo data and test data are made the same way.
import type { PlanKey, Role } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/crypto.ts';
import { createShopWithOwner, createTeamMember } from '../services/accounts/index.ts';
import type { Db } from '../db/client.ts';
import { shops, type User } from '../db/schema/index.ts';
import { firstRow } from '../db/tx.ts';

let counter = 0;
const nextEmail = (prefix: string) => `${prefix}-${++counter}@example.test`;

export interface OwnerOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  businessName?: string;
  verified?: boolean;
  /** Put the shop on a plan (a paid account), as a purchase would. */
  planKey?: PlanKey;
  /**
   * Give the shop the Shop Management Tool add-on, as a purchase would: leads, bookings and customers without a plan
   * (decision 073). Without this or a plan the shop is a free (trial) account, which has none of them.
   */
  addon?: boolean;
}

/** A shop with its owner and trial credits; verified unless told otherwise. */
export async function createOwner(db: Db, options: OwnerOptions = {}, now = new Date()) {
  const password = options.password ?? 'correct-horse-battery';
  const { shop, user } = (await createShopWithOwner(
    db,
    {
      firstName: options.firstName ?? 'Olivia',
      lastName: options.lastName ?? 'Owner',
      email: options.email ?? nextEmail('owner'),
      passwordHash: await hashPassword(password),
      businessName: options.businessName,
      verifiedAt: options.verified === false ? null : now,
    },
    now,
  ));
  if (options.planKey || options.addon) {
    const addon = options.addon ? { addonKey: 'crm', addonActivatedAt: now } : {};
    const accountType = options.addon ? 'addon_access_paid' : 'paid';
    const bought = await firstRow(db.update(shops).set({ planKey: options.planKey ?? null, accountType, ...addon }).where(eq(shops.id, shop.id)).returning());
    return { shop: bought ?? shop, user, password };
  }
  return { shop, user, password };
}

export interface MemberOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  role?: Exclude<Role, 'owner'>;
}

export async function createMember(db: Db, owner: User, options: MemberOptions = {}, now = new Date()) {
  const password = options.password ?? 'member-password-1';
  const user = await createTeamMember(
    db,
    owner,
    {
      firstName: options.firstName ?? 'Sam',
      lastName: options.lastName ?? 'Member',
      email: options.email ?? nextEmail('member'),
      passwordHash: await hashPassword(password),
      role: options.role ?? 'shop-man',
    },
    now,
  );
  return { user, password };
}
