// Response shapes of the API as documented in docs/api.md. Kept here until the API package exports its own types.
import type { AccountType, Role } from '@wrapsmith/core';

export interface ApiUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  country?: string | null;
  city?: string | null;
  businessName?: string | null;
  businessAddress?: string | null;
  avatar?: string | null;
  credits: number;
  accountType: AccountType;
  addonInfo: { name: string; activatedAt: string } | null;
  parentId: string | null;
  loginCount: number;
  role: { role: Role; label: string };
  shop?: { _id: string; name: string; slug: string };
  emailVerified?: boolean;
  createdAt?: string;
}

export interface AppNotification {
  _id: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface Country {
  country: string;
  iso2: string;
}

export interface MessageResponse {
  message: string;
}
