// The one way the console asks what the signed-in administrator may use (issue 33): the role stored at login
// against packages/domain's permission table, the same table the API enforces (403). The console never lists
// roles; it names the permission a menu entry, screen, button or call needs and asks here.
import { useMemo } from 'react';
import { allows, type Permission } from '@tagih/domain/permissions';
import { getSignedInAdmin } from './auth';

export type { Permission } from '@tagih/domain/permissions';

/** Whether the signed-in administrator's role holds `permission`; signed out, nothing is allowed. */
export function can(permission: Permission): boolean {
  const admin = getSignedInAdmin();
  return admin !== null && allows(admin.role, permission);
}

/** `can` for a component: the role is read once per mount (it changes only with a new sign-in). */
export function useCan(): (permission: Permission) => boolean {
  const role = useMemo(() => getSignedInAdmin()?.role ?? null, []);
  return useMemo(() => (permission: Permission) => role !== null && allows(role, permission), [role]);
}
