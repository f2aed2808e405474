// User-facing strings fixed by the spec (§8). They are the contract: UI and tests import them from here.
export const AUTH_MESSAGES = {
  otpFailed: 'OTP verification failed',
  resendFailed: 'Failed to resend OTP',
  resetLinkError: 'Error sending reset link',
  deleteFailed: 'Delete failed',
  deleteSuccess: 'Deleted successfully',
  loginFailed: 'Login failed',
  somethingWrong: 'Something went wrong. Please try again.',
  notVerified: 'Your email is not verified.',
  sendLinkFailed: 'Failed to send link.',
  sendOtpFailed: 'Failed to send verification OTP.',
  modalOtpFailed: 'OTP verification failed.',
  resetFailedShort: 'Something went wrong.',
  resetUnexpected: 'Unexpected error occurred.',
  resetConfirmFailed: 'Failed to reset password',
  signUpFailed: 'An error occurred',
  // Ours: the login page after a session ended without the user signing out (issue 22).
  signedOut: 'You were signed out. Log in again to go back to the page you were on.',
  resetLinkSent: 'Reset link sent. Please check your email.',
  otpSent: 'OTP sent! Please verify your email.',
  otpVerified: 'OTP verified successfully!',
  // On /login right after the sign-up code was accepted, with the email filled in.
  emailVerifiedLogIn: 'Email verified, log in to open your studio.',
  otpResent: 'OTP resent successfully. Please check your email.',
  passwordUpdated: 'Password updated successfully. Redirecting to login...',
  emailOrOtpMissing: 'Email or OTP is missing',
  fillBoth: 'Please fill in both fields.',
  passwordsDontMatch: 'Passwords do not match.',
  verifiedCanReset: 'Your email has been verified. You can now reset your password.',
  offline: 'No internet connection',
} as const;

export const TEAM_MESSAGES = {
  fillRequired: 'Please fill in all required fields',
  addFailed: (reason: string) => `Failed to add user: ${reason}`,
  addDefault: 'Something went wrong while adding the user',
  unexpected: 'An unexpected error occurred',
  deleted: 'User deleted successfully!',
  deleteFailed: (reason: string) => `Failed to delete user: ${reason}`,
  deleteUnexpected: 'Unexpected error occurred',
  resetFailed: (reason: string) => `Failed to send reset request: ${reason}`,
  resetUnexpected: 'Unexpected error occurred while resetting password',
} as const;

/** How long an emailed team invite works (decision 062). */
export const INVITE_TTL_DAYS = 7;

/** Team invites (issue 22 item 7): the API's answers and the invite page's words. */
export const INVITE_MESSAGES = {
  sent: (email: string) => `Invite sent to ${email}. The link works once, for ${INVITE_TTL_DAYS} days.`,
  resent: (email: string) => `A new invite link was sent to ${email}; the earlier one no longer works.`,
  revoked: 'Invite revoked. Its link no longer works.',
  alreadyMember: 'An account with this email already exists',
  alreadyInvited: 'This email already has a pending invite: resend it instead',
  notFound: 'Invite not found',
  invalid: 'This invite link is not valid. Ask the shop for a new one.',
  expired: 'This invite link has expired. Ask the shop to send a new one.',
  used: 'This invite was already used. Sign in with your email and the password you chose.',
  revokedLink: 'This invite was withdrawn by the shop. Ask them if you still need access.',
  accepted: 'Your password is set. Sign in to join your team.',
} as const;

/** What a refused request of the role matrix says (403). */
export const ROLE_MESSAGES = {
  forbidden: (label: string) => `Your role does not have access to ${label.toLowerCase()}. Ask the shop owner if you need it.`,
  forbiddenEdit: (label: string) => `Your role can see but not change ${label.toLowerCase()}. Ask the shop owner if you need to.`,
  ownerOnly: 'Only the shop owner can change what each role may do',
  manageRole: (label: string) => `Your role cannot manage a ${label}`,
  matrixSaved: 'Role access saved',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Information updated successfully.',
  updateFailed: 'Failed to update information.',
  accountUpdated: 'Profile updated successfully!',
  accountFailed: 'Failed to update profile.',
  accountError: 'Error updating profile.',
} as const;

export const CONTACT_MESSAGES = { thanks: 'Thank you for contacting us!' } as const;
export const TABLE_MESSAGES = { empty: 'No records found' } as const;

/** Spec §8 Studio defaults and popup titles, shared by the visualizer and its tests. */
export const STUDIO_MESSAGES = {
  makesFailed: 'Failed to fetch makes',
  modelsFailed: 'Failed to fetch models',
  generationFailed: 'Image generation failed',
  noCreditsTitle: "You've Used All Your Free Credits",
  tooManyRequestsTitle: 'Too Many Requests',
} as const;

/** A shop whose owner gave it no name at sign-up is named after them (here, free of zod, for the sign-up page). */
export const defaultShopName = (firstName: string, lastName: string): string => `${firstName} ${lastName}'s shop`;
