// The role, accountType and role-matrix levels that @wrapsmith/core's visibility rules take, read off the stored user.
import { allows, permissionsFor, type Access, type Area, type Permissions, type Viewer } from '@wrapsmith/core';
import type { ApiUser } from '../../api/types.ts';
import { useSession } from '../../stores/session.ts';

type StoredUser = Pick<ApiUser, 'role' | 'accountType'> & { permissions?: Permissions | undefined };

export function viewerOf(user: StoredUser): Viewer {
  return { role: user.role.role, accountType: user.accountType, permissions: user.permissions };
}

/** Whether the user's role reaches `level` in `area` (decision 062); a user stored before the matrix: the role's defaults. */
export function userMay(user: StoredUser | null | undefined, area: Area, level: Exclude<Access, 'none'> = 'view'): boolean {
  if (!user) return false;
  return allows(user.permissions ?? permissionsFor(user.role.role), area, level);
}

/** The signed-in user's level in `area` ('none' when signed out). */
export function useAccess(area: Area): Access {
  return useSession((s) => (s.currentUser ? (s.currentUser.permissions ?? permissionsFor(s.currentUser.role.role))[area] : 'none'));
}
