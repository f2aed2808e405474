// Typed calls of docs/api.md. Components use these through useApi(); nothing else builds URLs.
import { customerVehicleEndpoints } from './customer-vehicle-endpoints.ts';
import type { InviteCheckDto, RoleMatrixDto, ShopEmailDto, TeamInviteDto } from '@wrapsmith/core/contract';
import type { CustomerDetailDto, CustomerDto, StateDto } from '@wrapsmith/core/contract';
import type {
  AccountSettingsInput,
  AddTeamMemberInput,
  ContactInput,
  InviteMemberInput,
  RoleMatrix,
  LoginInput,
  Paged,
  ProfileInput,
  SignUpInput,
  TeamSeats,
} from '@wrapsmith/core';
import type { KyInstance } from 'ky';
import { withPage, type PageRequest } from './page-params.ts';
import type { AppNotification, ApiUser, Country, MessageResponse } from './types.ts';
import { catalogueEndpoints } from './catalogue-endpoints.ts';
import { studioEndpoints } from './studio-endpoints.ts';
import { billingEndpoints } from './billing-endpoints.ts';
import { bookingEndpoints } from './booking-endpoints.ts';
import { paymentEndpoints } from './payment-endpoints.ts';
import { notifyEndpoints } from './notify-endpoints.ts';
import { csvExportEndpoints } from './csv-export-endpoints.ts';
import { leadEndpoints, widgetEndpoints } from './widget-endpoints.ts';
import { priceEndpoints } from './price-endpoints.ts';
import { libraryEndpoints } from './library-endpoints.ts';
import { developerEndpoints } from './developer-endpoints.ts';
import { invoiceEndpoints } from './invoice-endpoints.ts';
import { rollEndpoints } from './roll-endpoints.ts';
import { warrantyEndpoints } from './warranty-endpoints.ts';
import { textEndpoints } from './text-endpoints.ts';
import { widgetBookingEndpoints } from './widget-booking-endpoints.ts';
import { trackingEndpoints } from './tracking-endpoints.ts';

export function createEndpoints(http: KyInstance) {
  return {
    auth: {
      login: (body: LoginInput) => http.post('auth/login', { json: body }).json<{ data: { accessToken: string; user: ApiUser } }>(),
      signUp: (body: SignUpInput) => http.post('auth/sign-up', { json: body }).json<{ data: { email: string }; message: string }>(),
      verifyOtp: (email: string, otp: string) =>
        http.post('auth/verify-otp', { json: { email, otp } }).json<{ data: { verified: boolean }; message: string }>(),
      resendOtp: (email: string) => http.post('auth/resend-otp', { json: { email } }).json<MessageResponse>(),
      forgotPassword: (email: string) => http.post('auth/forgot-password-request', { json: { email } }).json<MessageResponse>(),
      /** Read-only: whether an emailed reset link still works. */
      checkResetLink: (token: string) => http.post('auth/reset-password-check', { json: { token } }).json<{ data: { valid: boolean } }>(),
      resetPassword: (token: string, newPassword: string) =>
        http.post('auth/reset-password', { json: { token, newPassword } }).json<MessageResponse>(),
      logout: () => http.post('auth/logout').json<MessageResponse>(),
      userInfo: () => http.get('auth/user-info').json<{ data: { user: ApiUser } }>(),
      updateUser: (body: ProfileInput) => http.post('auth/update-user', { json: body }).json<{ data: { user: ApiUser }; message: string }>(),
      usersList: (page: PageRequest = {}) =>
        http.get('auth/users-list', { searchParams: withPage(new URLSearchParams(), page) }).json<Paged<ApiUser> & { seats?: TeamSeats }>(),
      addUser: (body: AddTeamMemberInput) => http.post('auth/add-user', { json: body }).json<{ data: { user: ApiUser }; message: string }>(),
      deleteUser: (userId: string) => http.delete('auth/delete-user', { json: { userId } }).json<MessageResponse>(),
      resetPasswordRequest: (userId: string) => http.post('auth/reset-password-request', { json: { userId } }).json<MessageResponse>(),
      /** Team invites (decision 062): pending and expired ones, newest first. */
      invites: () => http.get('auth/invites').json<{ data: TeamInviteDto[] }>(),
      invite: (body: InviteMemberInput) => http.post('auth/invites', { json: body }).json<{ data: TeamInviteDto; message: string }>(),
      resendInvite: (id: string) => http.post(`auth/invites/${encodeURIComponent(id)}/resend`).json<{ data: TeamInviteDto; message: string }>(),
      revokeInvite: (id: string) => http.delete(`auth/invites/${encodeURIComponent(id)}`).json<MessageResponse>(),
      /** Public: what an invite link is for, or why it no longer works. */
      checkInvite: (token: string) => http.post('auth/invite-check', { json: { token } }).json<{ data: InviteCheckDto }>(),
      /** The old address's one-time link after an email change (decision 069). */
      undoEmailChange: (token: string) => http.post('auth/undo-email-change', { json: { token } }).json<{ data: { email: string }; message: string }>(),
      acceptInvite: (token: string, password: string) =>
        http.post('auth/accept-invite', { json: { token, password } }).json<{ data: { email: string }; message: string }>(),
      /** What each role may see and do (the owner changes it). */
      roles: () => http.get('auth/roles').json<{ data: RoleMatrixDto }>(),
      saveRoles: (matrix: RoleMatrix) => http.put('auth/roles', { json: matrix }).json<{ data: RoleMatrixDto; message: string }>(),
    },
    account: {
      update: (body: AccountSettingsInput) =>
        http.put('user/', { json: body }).json<{ success: boolean; message: string; data: { user: ApiUser } }>(),
      /** The owner renames the shop: its one name and its share link (docs/decisions/058). */
      renameShop: (name: string) =>
        http.put('user/shop', { json: { name } }).json<{ message: string; data: { shop: { _id: string; name: string; slug: string; shareUrl: string }; user: ApiUser } }>(),
      /** The owner's metric or imperial, or null for the country's (issue 28 item 2, decision 098). */
      setShopUnits: (units: 'metric' | 'imperial' | null) =>
        http.put('user/shop/units', { json: { units } }).json<{ message: string; data: { user: ApiUser } }>(),
      supportTicket: (subject: string, message: string) =>
        http.post('user/support-tickets', { json: { subject, message } }).json<MessageResponse>(),
      /** A page of notifications, newest first; unreadCount counts every page. */
      notifications: (query: PageRequest & { unread?: boolean } = {}) => {
        const searchParams = withPage(new URLSearchParams(), query);
        if (query.unread) searchParams.set('unread', 'true');
        return http.get('user/notifications', { searchParams }).json<Paged<AppNotification> & { unreadCount: number }>();
      },
      notification: (id: string) => http.get(`user/notifications/${encodeURIComponent(id)}`).json<{ data: AppNotification }>(),
      markRead: (id: string) => http.post(`user/notifications/${encodeURIComponent(id)}/read`).json<{ data: AppNotification }>(),
      markAllRead: () => http.post('user/notifications/read-all').json<unknown>(),
    },
    studio: studioEndpoints(http),
    library: libraryEndpoints(http),
    catalogue: catalogueEndpoints(http),
    emails: {
      list: (page: PageRequest = {}) => http.get('user/emails', { searchParams: withPage(new URLSearchParams(), page) }).json<Paged<ShopEmailDto>>(),
    },
    widget: widgetEndpoints(http),
    prices: priceEndpoints(http),
    leads: leadEndpoints(http),
    bookings: bookingEndpoints(http),
    invoices: invoiceEndpoints(http),
    /** Film rolls (issue 27 item 1). */
    rolls: rollEndpoints(http),
    warranties: warrantyEndpoints(http),
    widgetBooking: widgetBookingEndpoints(http),
    tracking: trackingEndpoints(http),
    /** The shop's customers as people (decision 065): one page with a search, and one person with their bookings. */
    customers: {
      list: (query: PageRequest & { q?: string | undefined } = {}) => {
        const searchParams = new URLSearchParams();
        if (query.q?.trim()) searchParams.set('q', query.q.trim());
        return http.get('user/customers', { searchParams: withPage(searchParams, query) }).json<Paged<CustomerDto>>();
      },
      get: (id: string) => http.get(`user/customers/${encodeURIComponent(id)}`).json<{ data: CustomerDetailDto }>(),
    },
    /** A customer's vehicles, each vehicle's history, the search by plate, VIN or phone (issue 27 item 3). */
    customerVehicles: customerVehicleEndpoints(http),
    /** Text messages: a customer's thread, the shop's log and its country (decision 089). */
    texts: textEndpoints(http),
    /** Download links, not requests: `<a href download>`. */
    csvExports: csvExportEndpoints(http),
    billing: billingEndpoints(http),
    payments: paymentEndpoints(http),
    /** Settings → Notifications: customer messages and shop alerts. */
    notifySettings: notifyEndpoints(http),
    /** The owner's API keys and webhooks (Pro). */
    developers: developerEndpoints(http),
    public: {
      countries: () => http.get('public/countries').json<{ error: boolean; data: Country[] }>(),
      /** A country's states, provinces or regions (`code` as the cities call takes it). */
      states: (country: string) => http.get('public/countries/states', { searchParams: { country } }).json<{ error: boolean; data: StateDto[] }>(),
      /** A country's cities, or with `state` only that state's. */
      cities: (country: string, state?: string) =>
        http.post('public/countries/cities', { json: state ? { country, state } : { country } }).json<{ error: boolean; data: string[] }>(),
      contact: (body: ContactInput) => http.post('public/contact', { json: body }).json<MessageResponse>(),
    },
  };
}

export type Api = ReturnType<typeof createEndpoints>;
