import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ADMIN_ROLE_CODE } from '../../../platform/rbac/authority.ts';

// The administrator role holds every permission; deleting it would lock everyone out of administration.

export function roleHooks(): ResourceHooks {
  return {
    beforeEdit(input, existing) {
      if (existing.roleCode === ADMIN_ROLE_CODE && input.roleCode !== undefined && input.roleCode !== ADMIN_ROLE_CODE) {
        throw new BusinessError('管理员角色的编码不能修改');
      }
    },
    undeletable(rows) {
      return new Map(rows.filter((r) => r.roleCode === ADMIN_ROLE_CODE).map((r) => [r.id as string, '管理员角色不能删除']));
    },
  };
}
