import { defineResource } from '../resource.ts';

/**
 * 租户 (reference/JEECG.md §2 sys_tenant). Its ids are small integers handed out by the server, so it is
 * served by the sysadmin module's own routes (not the generic string-id repository); the web still derives
 * its list page and form from this definition.
 */
export const tenantResource = defineResource({
  key: 'tenant',
  title: '租户',
  table: 'sys_tenant',
  basePath: '/sys/tenant',
  permPrefix: 'system:tenant',
  fields: {
    // The server hands the number out; shown and sortable, never typed in.
    id: { label: '租户编号', type: 'int', form: false, sortable: true, width: 100 },
    name: { label: '租户名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    beginDate: { label: '开始时间', type: 'datetime', sortable: true },
    endDate: { label: '结束时间', type: 'datetime', sortable: true, notBefore: 'beginDate' },
    status: { label: '状态', type: 'int', dict: 'tenant_status', required: true, search: 'eq', sortable: true },
  },
  defaultSort: { column: 'id', order: 'asc' },
});
