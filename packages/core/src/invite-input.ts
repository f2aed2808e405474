// POST /auth/invites in zod/mini: the team panel validates it in the browser on /dashboard and /settings/team, which
// must not load zod classic for it (issue 24 item 8, decision 081).
import * as zm from 'zod/mini';
import { emailAddress, nameText } from './fields-mini.ts';

/** POST /auth/invites: the dashboard's way to add someone; they choose their own password from the emailed link. */
export const inviteMemberInput = zm.strictObject({
  firstName: nameText('First name'),
  lastName: nameText('Last name'),
  email: emailAddress,
  role: zm._default(zm.enum(['shop-man', 'member'], { error: 'role must be shop-man or member' }), 'member'),
});
export type InviteMemberInput = zm.input<typeof inviteMemberInput>;
