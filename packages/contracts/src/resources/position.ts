import { defineResource } from '../resource.ts';

/** 职务 (spec §3 Position: name, code, rank_dictText). Tenant-scoped, as in JeecgBoot's later versions. */
export const positionResource = defineResource({
  key: 'position',
  title: '职务',
  table: 'sys_position',
  basePath: '/sys/position',
  permPrefix: 'system:position',
  tenantScoped: true,
  fields: {
    code: {
      label: '职务编码', type: 'string', required: true, unique: true, maxLength: 100, search: 'like', sortable: true,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: '职务编码只能包含字母、数字、下划线和短横线' },
    },
    name: { label: '职务名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    rank: { label: '职级', type: 'string', dict: 'position_rank', required: true, maxLength: 2, search: 'eq', sortable: true },
  },
});
