// The role/accountType pair that @wrapsmith/core's visibility rules take, read off the stored user.
import type { Viewer } from '@wrapsmith/core';
import type { ApiUser } from '../../api/types.ts';

export function viewerOf(user: Pick<ApiUser, 'role' | 'accountType'>): Viewer {
  return { role: user.role.role, accountType: user.accountType };
}
