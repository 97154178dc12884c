import { useQuery } from '@tanstack/react-query';
import type { DepartIdNode } from '@foodtrace/contracts';
import { queryResult } from '../admin-common/call';
import { userApi } from './user-api';

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
  const positions = useQuery({ queryKey: ['user-form', 'positions'], queryFn: () => queryResult(userApi.positions()), ...opts });
  return {
    roles: (roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName })),
    departTree: departs.data ?? [],
    tenants: (tenants.data ?? []).map((t) => ({ value: String(t.id), label: t.name, disabled: t.status !== 1 })),
    positions: (positions.data?.records ?? []).map((p) => ({ value: p.code, label: p.name })),
  };
}

/** Titles of departments by id, for the 负责部门 choices among the selected departments. */
export function departTitles(nodes: readonly DepartIdNode[], out = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    out.set(n.value, n.title);
    departTitles(n.children ?? [], out);
  }
  return out;
}
