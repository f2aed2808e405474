// The request schemas a browser form validates with, in zod/mini only (issue 24 item 8, decision 081): import them from
// '@wrapsmith/core/forms', never from the main entry, whose classic schemas would come along.
export { emailAddress, nameText, phoneText } from './fields-mini.ts';
export { inviteMemberInput, type InviteMemberInput } from './invite-input.ts';
