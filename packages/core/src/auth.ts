// Request contracts of the /api/v1/auth and /api/v1/user routes (spec §7).
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from './i18n/locales.ts';
import { AREA_INFO, AREAS, levelsOf, type Access, type Area } from './roles.ts';
import { emailField, idField, loginPasswordField, nameField, optionalText, otpField, passwordField, phoneField } from './fields.ts';

export const signUpInput = z.strictObject({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  password: passwordField,
  /** The shop's name (optional: blank names it "First Last's shop"); renamed later in Settings → Shop. */
  businessName: z.optional(optionalText('Shop name', 120)),
  /**
   * The browser's IANA time zone (issue 26 item 4, decision 091): the shop's until the owner changes it in Settings →
   * Calendar. One the server does not know is ignored (the default stays).
   */
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const loginInput = z.strictObject({ email: emailField, password: loginPasswordField });
export type LoginInput = z.infer<typeof loginInput>;

export const verifyOtpInput = z.strictObject({ email: emailField, otp: otpField });
export const emailOnlyInput = z.strictObject({ email: emailField });

const resetTokenField = z.string().check(z.trim(), z.minLength(16, 'Invalid or expired reset link'), z.maxLength(200, 'Invalid or expired reset link'));

export const resetPasswordInput = z.strictObject({ token: resetTokenField, newPassword: passwordField });

/** POST /auth/undo-email-change: the one-time link emailed to the old address after an email change (decision 069). */
export const undoTokenInput = z.strictObject({ token: z.string().check(z.trim(), z.minLength(16, 'This link is not valid'), z.maxLength(200, 'This link is not valid')) });

/** POST /auth/reset-password-check: whether an emailed link still works, asked when the reset page opens. */
export const resetTokenInput = z.strictObject({ token: resetTokenField });

export const addTeamMemberInput = z.strictObject({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  password: passwordField,
  role: z._default(z.enum(['shop-man', 'member']), 'shop-man'),
});
export type AddTeamMemberInput = z.infer<typeof addTeamMemberInput>;

export { inviteMemberInput, type InviteMemberInput } from './invite-input.ts';

const inviteTokenField = z.string().check(z.trim(), z.minLength(16, 'This invite link is not valid'), z.maxLength(200, 'This invite link is not valid'));
/** POST /auth/invite-check: what an emailed invite link is for, asked when its page opens. */
export const inviteTokenInput = z.strictObject({ token: inviteTokenField });
/** POST /auth/accept-invite: the invited person's own password. */
export const acceptInviteInput = z.strictObject({ token: inviteTokenField, password: passwordField });
export type AcceptInviteInput = z.infer<typeof acceptInviteInput>;

export const userIdInput = z.strictObject({ userId: idField });

/**
 * PUT /user/ (Account Settings): password optional and omitted when blank. `currentPassword` is this API's addition
 * to the spec's payload (decision 069): required when the email or the password changes, not for a name change.
 */
export const accountSettingsInput = z.strictObject({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  password: z.optional(z.union([z.literal(''), passwordField])),
  currentPassword: z.optional(z.string().check(z.maxLength(200, 'Password is too long'))),
});
export type AccountSettingsInput = z.infer<typeof accountSettingsInput>;

/** POST /auth/update-user (Personal Information form). */
export const profileInput = z.strictObject({
  firstName: z.optional(nameField('First name')),
  lastName: z.optional(nameField('Last name')),
  phoneNumber: z.optional(phoneField),
  country: z.optional(optionalText('Country', 80)),
  region: z.optional(optionalText('Country', 80)),
  /** The state, province or region within the country (issue 22 item 8); `region` above is the spec's name for the country. */
  state: z.optional(optionalText('State or region', 80)),
  city: z.optional(optionalText('City', 80)),
  postcode: z.optional(optionalText('Postcode', 12).check(z.refine((v) => /^[\p{L}\p{N} -]*$/u.test(v), 'Postcode may hold only letters, digits, spaces and hyphens'))),
  businessName: z.optional(optionalText('Business name', 120)),
  businessAddress: z.optional(optionalText('Business address', 240)),
  /** The dashboard's language for this user (issue 28 item 1, decision 099); null: follow the browser. */
  locale: z.optional(z.nullable(z.enum(SUPPORTED_LOCALES, { error: 'Choose one of the languages offered' }))),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const contactInput = z.strictObject({
  name: nameField('Name'),
  email: emailField,
  subject: optionalText('Subject', 150).check(z.minLength(1, 'Subject is required')),
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(5000, 'Message is too long')),
});
export type ContactInput = z.infer<typeof contactInput>;

export const supportTicketInput = z.strictObject({
  subject: optionalText('Subject', 150).check(z.minLength(1, 'Subject is required')),
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(5000, 'Message is too long')),
});

/** PUT /user/shop: the shop's one name, on every email, page, invite, the widget and the share link. */
export const shopNameInput = z.strictObject({ name: optionalText('Shop name', 120).check(z.minLength(1, 'Shop name is required')) });
export type ShopNameInput = z.infer<typeof shopNameInput>;

/**
 * POST /public/countries/cities: the spec's body `{ country }`; `state` (a code or name from /public/countries/states)
 * narrows the list to that state's cities.
 */
export const citiesInput = z.strictObject({
  country: z.string().check(z.trim(), z.minLength(1, 'Country is required'), z.maxLength(80)),
  state: z.optional(z.string().check(z.trim(), z.minLength(1, 'State is required'), z.maxLength(80))),
});

/** GET /public/countries/states?country=: the states, provinces or regions of a country (name or ISO code). */
export const statesQuery = z.strictObject({ country: z.string().check(z.trim(), z.minLength(1, 'Country is required'), z.maxLength(80)) });

const areaLevel = /* @__NO_SIDE_EFFECTS__ */ (area: Area) =>
  z.enum(levelsOf(area) as [Access, ...Access[]], { error: `${AREA_INFO[area].label} must be one of ${levelsOf(area).join(', ')}` });
const roleRow = z.strictObject(Object.fromEntries(AREAS.map((a) => [a, areaLevel(a)])) as Record<Area, ReturnType<typeof areaLevel>>);

/** PUT /auth/roles: both adjustable rows of the role matrix, every area (decision 062). */
export const roleMatrixInput = z.strictObject({ 'shop-man': roleRow, member: roleRow });
export type RoleMatrixInput = z.infer<typeof roleMatrixInput>;
