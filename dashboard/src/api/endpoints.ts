// Typed calls of docs/api.md. Components use these through useApi(); nothing else builds URLs.
// Answers are read through their route schemas (lazy-answer.ts); each area's module reads its own the same way.
import { customerVehicleEndpoints } from './customer-vehicle-endpoints.ts';
import type {
  AccountSettingsInput,
  AddTeamMemberInput,
  ContactInput,
  InviteMemberInput,
  RoleMatrix,
  LoginInput,
  ProfileInput,
  SignUpInput,
} from '@wrapsmith/core';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';
import { withPage, type PageRequest } from './page-params.ts';
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

/** The answer schemas of the calls written here (answers/account.ts, loaded with the first call). */
const schemas = () => import('./answers/account.ts');

export function createEndpoints(http: KyInstance) {
  return {
    auth: {
      login: (body: LoginInput) => lazyAnswer(http.post('auth/login', { json: body }), schemas, 'login'),
      signUp: (body: SignUpInput) => lazyAnswer(http.post('auth/sign-up', { json: body }), schemas, 'signUp'),
      verifyOtp: (email: string, otp: string) =>
        lazyAnswer(http.post('auth/verify-otp', { json: { email, otp } }), schemas, 'verifyOtp'),
      resendOtp: (email: string) => lazyAnswer(http.post('auth/resend-otp', { json: { email } }), schemas, 'resendOtp'),
      forgotPassword: (email: string) => lazyAnswer(http.post('auth/forgot-password-request', { json: { email } }), schemas, 'forgotPassword'),
      /** Read-only: whether an emailed reset link still works. */
      checkResetLink: (token: string) => lazyAnswer(http.post('auth/reset-password-check', { json: { token } }), schemas, 'checkResetLink'),
      resetPassword: (token: string, newPassword: string) =>
        lazyAnswer(http.post('auth/reset-password', { json: { token, newPassword } }), schemas, 'resetPassword'),
      logout: () => lazyAnswer(http.post('auth/logout'), schemas, 'logout'),
      userInfo: () => lazyAnswer(http.get('auth/user-info'), schemas, 'userInfo'),
      updateUser: (body: ProfileInput) => lazyAnswer(http.post('auth/update-user', { json: body }), schemas, 'updateUser'),
      usersList: (page: PageRequest = {}) =>
        lazyAnswer(http.get('auth/users-list', { searchParams: withPage(new URLSearchParams(), page) }), schemas, 'usersList'),
      addUser: (body: AddTeamMemberInput) => lazyAnswer(http.post('auth/add-user', { json: body }), schemas, 'addUser'),
      deleteUser: (userId: string) => lazyAnswer(http.delete('auth/delete-user', { json: { userId } }), schemas, 'deleteUser'),
      resetPasswordRequest: (userId: string) => lazyAnswer(http.post('auth/reset-password-request', { json: { userId } }), schemas, 'resetPasswordRequest'),
      /** Team invites (decision 062): pending and expired ones, newest first. */
      invites: () => lazyAnswer(http.get('auth/invites'), schemas, 'invites'),
      invite: (body: InviteMemberInput) => lazyAnswer(http.post('auth/invites', { json: body }), schemas, 'invite'),
      resendInvite: (id: string) => lazyAnswer(http.post(`auth/invites/${encodeURIComponent(id)}/resend`), schemas, 'resendInvite'),
      revokeInvite: (id: string) => lazyAnswer(http.delete(`auth/invites/${encodeURIComponent(id)}`), schemas, 'revokeInvite'),
      /** Public: what an invite link is for, or why it no longer works. */
      checkInvite: (token: string) => lazyAnswer(http.post('auth/invite-check', { json: { token } }), schemas, 'checkInvite'),
      /** The old address's one-time link after an email change (decision 069). */
      undoEmailChange: (token: string) => lazyAnswer(http.post('auth/undo-email-change', { json: { token } }), schemas, 'undoEmailChange'),
      acceptInvite: (token: string, password: string) =>
        lazyAnswer(http.post('auth/accept-invite', { json: { token, password } }), schemas, 'acceptInvite'),
      /** What each role may see and do (the owner changes it). */
      roles: () => lazyAnswer(http.get('auth/roles'), schemas, 'roles'),
      saveRoles: (matrix: RoleMatrix) => lazyAnswer(http.put('auth/roles', { json: matrix }), schemas, 'saveRoles'),
    },
    account: {
      update: (body: AccountSettingsInput) =>
        lazyAnswer(http.put('user/', { json: body }), schemas, 'accountUpdate'),
      /** The owner renames the shop: its one name and its share link (docs/decisions/058). */
      renameShop: (name: string) =>
        lazyAnswer(http.put('user/shop', { json: { name } }), schemas, 'renameShop'),
      /** The owner's metric or imperial, or null for the country's (issue 28 item 2, decision 098). */
      setShopUnits: (units: 'metric' | 'imperial' | null) =>
        lazyAnswer(http.put('user/shop/units', { json: { units } }), schemas, 'setShopUnits'),
      supportTicket: (subject: string, message: string) =>
        lazyAnswer(http.post('user/support-tickets', { json: { subject, message } }), schemas, 'supportTicket'),
      /** A page of notifications, newest first; unreadCount counts every page. */
      notifications: (query: PageRequest & { unread?: boolean } = {}) => {
        const searchParams = withPage(new URLSearchParams(), query);
        if (query.unread) searchParams.set('unread', 'true');
        return lazyAnswer(http.get('user/notifications', { searchParams }), schemas, 'notifications');
      },
      notification: (id: string) => lazyAnswer(http.get(`user/notifications/${encodeURIComponent(id)}`), schemas, 'notification'),
      markRead: (id: string) => lazyAnswer(http.post(`user/notifications/${encodeURIComponent(id)}/read`), schemas, 'markRead'),
      markAllRead: () => lazyAnswer(http.post('user/notifications/read-all'), schemas, 'markAllRead'),
    },
    studio: studioEndpoints(http),
    library: libraryEndpoints(http),
    catalogue: catalogueEndpoints(http),
    emails: {
      list: (page: PageRequest = {}) => lazyAnswer(http.get('user/emails', { searchParams: withPage(new URLSearchParams(), page) }), schemas, 'emails'),
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
        return lazyAnswer(http.get('user/customers', { searchParams: withPage(searchParams, query) }), schemas, 'customers');
      },
      get: (id: string) => lazyAnswer(http.get(`user/customers/${encodeURIComponent(id)}`), schemas, 'customer'),
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
      countries: () => lazyAnswer(http.get('public/countries'), schemas, 'countries'),
      /** A country's states, provinces or regions (`code` as the cities call takes it). */
      states: (country: string) => lazyAnswer(http.get('public/countries/states', { searchParams: { country } }), schemas, 'states'),
      /** A country's cities, or with `state` only that state's. */
      cities: (country: string, state?: string) =>
        lazyAnswer(http.post('public/countries/cities', { json: state ? { country, state } : { country } }), schemas, 'cities'),
      contact: (body: ContactInput) => lazyAnswer(http.post('public/contact', { json: body }), schemas, 'contact'),
    },
  };
}

export type Api = ReturnType<typeof createEndpoints>;
