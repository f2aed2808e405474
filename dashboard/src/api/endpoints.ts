// Typed calls of docs/api.md. Components use these through useApi(); nothing else builds URLs.
import { answer } from './read-answer.ts';
import { authAnswers, customerAnswers, emailAnswers, notificationAnswers, publicAnswers, userAnswers } from '@wrapsmith/core/contract';
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
import { csvExportEndpoints } from './csv-export-endpoints.ts';
import { leadEndpoints, widgetEndpoints } from './widget-endpoints.ts';
import { libraryEndpoints } from './library-endpoints.ts';
import { developerEndpoints } from './developer-endpoints.ts';

export function createEndpoints(http: KyInstance) {
  return {
    auth: {
      login: (body: LoginInput) => answer(http.post('auth/login', { json: body }), authAnswers.login),
      signUp: (body: SignUpInput) => answer(http.post('auth/sign-up', { json: body }), authAnswers.signUp),
      verifyOtp: (email: string, otp: string) =>
        answer(http.post('auth/verify-otp', { json: { email, otp } }), authAnswers.verifyOtp),
      resendOtp: (email: string) => answer(http.post('auth/resend-otp', { json: { email } }), authAnswers.resendOtp),
      forgotPassword: (email: string) => answer(http.post('auth/forgot-password-request', { json: { email } }), authAnswers.forgotPassword),
      /** Read-only: whether an emailed reset link still works. */
      checkResetLink: (token: string) => answer(http.post('auth/reset-password-check', { json: { token } }), authAnswers.resetPasswordCheck),
      resetPassword: (token: string, newPassword: string) =>
        answer(http.post('auth/reset-password', { json: { token, newPassword } }), authAnswers.resetPassword),
      logout: () => answer(http.post('auth/logout'), authAnswers.logout),
      userInfo: () => answer(http.get('auth/user-info'), authAnswers.userInfo),
      updateUser: (body: ProfileInput) => answer(http.post('auth/update-user', { json: body }), authAnswers.updateUser),
      usersList: (page: PageRequest = {}) =>
        answer(http.get('auth/users-list', { searchParams: withPage(new URLSearchParams(), page) }), authAnswers.listTeam),
      addUser: (body: AddTeamMemberInput) => answer(http.post('auth/add-user', { json: body }), authAnswers.addMember),
      deleteUser: (userId: string) => answer(http.delete('auth/delete-user', { json: { userId } }), authAnswers.deleteMember),
      resetPasswordRequest: (userId: string) => answer(http.post('auth/reset-password-request', { json: { userId } }), authAnswers.requestMemberReset),
      /** Team invites (decision 062): pending and expired ones, newest first. */
      invites: () => answer(http.get('auth/invites'), authAnswers.listInvites),
      invite: (body: InviteMemberInput) => answer(http.post('auth/invites', { json: body }), authAnswers.invite),
      resendInvite: (id: string) => answer(http.post(`auth/invites/${encodeURIComponent(id)}/resend`), authAnswers.resendInvite),
      revokeInvite: (id: string) => answer(http.delete(`auth/invites/${encodeURIComponent(id)}`), authAnswers.revokeInvite),
      /** Public: what an invite link is for, or why it no longer works. */
      checkInvite: (token: string) => answer(http.post('auth/invite-check', { json: { token } }), authAnswers.checkInvite),
      /** The old address's one-time link after an email change (decision 069). */
      undoEmailChange: (token: string) => answer(http.post('auth/undo-email-change', { json: { token } }), authAnswers.undoEmailChange),
      acceptInvite: (token: string, password: string) =>
        answer(http.post('auth/accept-invite', { json: { token, password } }), authAnswers.acceptInvite),
      /** What each role may see and do (the owner changes it). */
      roles: () => answer(http.get('auth/roles'), authAnswers.getRoles),
      saveRoles: (matrix: RoleMatrix) => answer(http.put('auth/roles', { json: matrix }), authAnswers.putRoles),
    },
    account: {
      update: (body: AccountSettingsInput) =>
        answer(http.put('user/', { json: body }), userAnswers.updateAccount),
      /** The owner renames the shop: its one name and its share link (docs/decisions/058). */
      renameShop: (name: string) =>
        answer(http.put('user/shop', { json: { name } }), userAnswers.renameShop),
      supportTicket: (subject: string, message: string) =>
        answer(http.post('user/support-tickets', { json: { subject, message } }), userAnswers.createSupportTicket),
      /** A page of notifications, newest first; unreadCount counts every page. */
      notifications: (query: PageRequest & { unread?: boolean } = {}) => {
        const searchParams = withPage(new URLSearchParams(), query);
        if (query.unread) searchParams.set('unread', 'true');
        return answer(http.get('user/notifications', { searchParams }), notificationAnswers.list);
      },
      notification: (id: string) => answer(http.get(`user/notifications/${encodeURIComponent(id)}`), notificationAnswers.get),
      markRead: (id: string) => answer(http.post(`user/notifications/${encodeURIComponent(id)}/read`), notificationAnswers.markRead),
      markAllRead: () => answer(http.post('user/notifications/read-all'), notificationAnswers.readAll),
    },
    studio: studioEndpoints(http),
    library: libraryEndpoints(http),
    catalogue: catalogueEndpoints(http),
    emails: {
      list: (page: PageRequest = {}) => answer(http.get('user/emails', { searchParams: withPage(new URLSearchParams(), page) }), emailAnswers.list),
    },
    widget: widgetEndpoints(http),
    leads: leadEndpoints(http),
    bookings: bookingEndpoints(http),
    /** The shop's customers as people (decision 065): one page with a search, and one person with their bookings. */
    customers: {
      list: (query: PageRequest & { q?: string | undefined } = {}) => {
        const searchParams = new URLSearchParams();
        if (query.q?.trim()) searchParams.set('q', query.q.trim());
        return answer(http.get('user/customers', { searchParams: withPage(searchParams, query) }), customerAnswers.listCustomers);
      },
      get: (id: string) => answer(http.get(`user/customers/${encodeURIComponent(id)}`), customerAnswers.getCustomer),
    },
    /** Download links, not requests: `<a href download>`. */
    csvExports: csvExportEndpoints(http),
    billing: billingEndpoints(http),
    /** The owner's API keys and webhooks (Pro). */
    developers: developerEndpoints(http),
    public: {
      countries: () => answer(http.get('public/countries'), publicAnswers.listCountries),
      /** A country's states, provinces or regions (`code` as the cities call takes it). */
      states: (country: string) => answer(http.get('public/countries/states', { searchParams: { country } }), publicAnswers.listStates),
      /** A country's cities, or with `state` only that state's. */
      cities: (country: string, state?: string) =>
        answer(http.post('public/countries/cities', { json: state ? { country, state } : { country } }), publicAnswers.listCities),
      contact: (body: ContactInput) => answer(http.post('public/contact', { json: body }), publicAnswers.contact),
    },
  };
}

export type Api = ReturnType<typeof createEndpoints>;
