// Response shapes of the HTTP API (docs/api.md), for the dashboard to import as types. No runtime code here,
// and no imports of server modules, so importing this file type-checks nothing but these shapes.
import type { AccountType, Role } from '@wrapsmith/core';

export interface ApiErrorBody {
  error: { message: string; code: string; details?: { path: string; message: string }[] };
}

export interface UserDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  country: string | null;
  city: string | null;
  businessName: string | null;
  businessAddress: string | null;
  avatar: string | null;
  /** The shop's credit balance. */
  credits: number;
  accountType: AccountType;
  addonInfo: { name: string; activatedAt: string } | null;
  /** Null for the shop owner, the owner's _id for team members. */
  parentId: string | null;
  loginCount: number;
  role: { role: Role; label: string };
  shop: { _id: string; name: string; slug: string };
  emailVerified: boolean;
  createdAt: string;
}

export interface NotificationDto {
  _id: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface SupportTicketDto {
  _id: string;
  subject: string;
  message: string;
  status: 'open' | 'closed';
  createdAt: string;
}

export interface OutboxEmailDto {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  tag: string;
  status: 'stored' | 'sending' | 'sent' | 'failed';
  createdAt: string;
}

export interface LoginResponse {
  data: { accessToken: string; user: UserDto };
}

export interface CountryDto {
  country: string;
  iso2: string;
}
