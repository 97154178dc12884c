import { defineResource } from '../resource.ts';

/** 角色 (spec §7.2 Role; reference/JEECG.md §2 sys_role). Authorisation has its own routes (sysadmin). */
export const roleResource = defineResource({
  key: 'role',
  title: '角色',
  table: 'sys_role',
  basePath: '/sys/role',
  permPrefix: 'system:role',
  fields: {
    roleName: { label: '角色名称', type: 'string', required: true, maxLength: 200, search: 'like', sortable: true },
    roleCode: {
      label: '角色编码', type: 'string', required: true, unique: true, maxLength: 100, search: 'like', sortable: true,
      pattern: { regex: '^[A-Za-z0-9_]+$', message: '角色编码只能包含字母、数字和下划线' },
    },
    description: { label: '描述', type: 'string', maxLength: 255 },
  },
});
