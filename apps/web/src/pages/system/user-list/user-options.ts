import { useQuery } from '@tanstack/react-query';
import { permissionCode, positionResource, type DepartIdNode } from '@foodtrace/contracts';
import { usePermission } from '@/lib/permissions';
import { queryResult } from '../admin-common/call';
import { USER_TEXT } from './texts';
import { userApi, type RoleOption } from './user-api';

/**
 * The choices of the user form, fed by the picker calls (simple selects here; the picker widgets come with
 * the building-blocks issue). A feed the signed-in user may not read (e.g. positions without
 * system:position:list) leaves its select empty instead of breaking the form.
 */
export function useUserFormOptions(enabled: boolean) {
  const opts = { enabled, retry: false, staleTime: 30_000 } as const;
  const roles = useQuery({ queryKey: ['user-form', 'roles'], queryFn: () => queryResult(userApi.allRoles()), ...opts });
  const departs = useQuery({ queryKey: ['user-form', 'departs'], queryFn: () => queryResult(userApi.departTree()), ...opts });
  const tenants = useQuery({ queryKey: ['user-form', 'tenants'], queryFn: () => queryResult(userApi.tenants()), ...opts });
  // 职务 come from a list of their own permission: without it the select stays empty and nothing is asked
  // (asking would answer 403 and show 拒绝访问 on a form the user may use).
  const mayListPositions = usePermission(permissionCode(positionResource, 'list')) === 'show';
  const positions = useQuery({ queryKey: ['user-form', 'positions'], queryFn: () => queryResult(userApi.positions()), ...opts, enabled: enabled && mayListPositions });
  return {
    roles: roleChoices(roles.data ?? []),
    departTree: departs.data ?? [],
    tenants: (tenants.data ?? []).map((t) => ({ value: String(t.id), label: t.name, disabled: t.status !== 1 })),
    positions: (positions.data?.records ?? []).map((p) => ({ value: p.code, label: p.name })),
  };
}

/** The role choices: those the server would refuse to let this user hand out are shown greyed out, not hidden. */
export function roleChoices(roles: readonly RoleOption[]): Array<{ value: string; label: string; disabled?: true }> {
  return roles.map((r) => (r.assignable === false
    ? { value: r.id, label: `${r.roleName}${USER_TEXT.roleNotAssignable}`, disabled: true }
    : { value: r.id, label: r.roleName }));
}

/** Titles of departments by id, for the 负责部门 choices among the selected departments. */
export function departTitles(nodes: readonly DepartIdNode[], out = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    out.set(n.value, n.title);
    departTitles(n.children ?? [], out);
  }
  return out;
}
