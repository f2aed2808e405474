// Turns rows into the response shapes of src/types.ts.
import { ADDONS, PLANS, permissionsFor, roleLabel, shopLocale, unitsOf } from '@wrapsmith/core';
import { isLocale } from '@wrapsmith/core/i18n';
import type { Notification, Shop, User } from '../db/schema/index.ts';
import type { NotificationDto, UserDto } from '../types.ts';
import { roleMatrixOf } from './session.ts';

export function toUserDto(user: User, shop: Shop): UserDto {
  const addon = shop.addonKey ? ADDONS.find((a) => a.key === shop.addonKey) : undefined;
  const plan = shop.planKey ? PLANS.find((p) => p.key === shop.planKey) : undefined;
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    country: user.country,
    state: user.state,
    city: user.city,
    postcode: user.postcode,
    businessName: user.businessName,
    businessAddress: user.businessAddress,
    avatar: user.avatar,
    locale: isLocale(user.locale) ? user.locale : null,
    credits: shop.creditBalance,
    accountType: shop.accountType,
    plan: plan ? { key: plan.key, name: plan.name } : null,
    addonInfo: addon && shop.addonActivatedAt ? { name: addon.name, activatedAt: shop.addonActivatedAt.toISOString() } : null,
    parentId: user.parentId,
    loginCount: user.loginCount,
    role: { role: user.role, label: roleLabel(user.role) },
    permissions: permissionsFor(user.role, roleMatrixOf(shop)),
    shop: {
      _id: shop.id,
      name: shop.name,
      slug: shop.slug,
      country: shop.country,
      units: unitsOf(shop),
      unitsChoice: shop.units ?? null,
      locale: shopLocale(shop.country),
      timeZone: shop.timeZone,
    },
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toNotificationDto(n: Notification & { readAt: Date | null }): NotificationDto {
  return {
    _id: n.id,
    title: n.title,
    body: n.body,
    link: n.link,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}
