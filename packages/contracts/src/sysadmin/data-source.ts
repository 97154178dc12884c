import { defineResource } from '../resource.ts';
import { DATA_SOURCE_DICT, DATA_SOURCE_TEXT } from '../db-address.ts';

/**
 * 数据源管理 (spec §2.3 "data sources"; reference/JEECG.md sys_data_source): connections to other databases an
 * online report may read (a report definition names one by its 数据源编码). The password is a `secret` field:
 * stored encrypted, never sent back — JeecgBoot answered its list with the passwords decrypted (JEECG.md §5.1).
 */
export * from '../db-address.ts';

/** 数据源 (sys_data_source). */
export const dataSourceResource = defineResource({
  key: 'dataSource',
  title: '数据源',
  table: 'sys_data_source',
  basePath: '/sys/dataSource',
  permPrefix: 'system:dataSource',
  actions: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: {
    code: {
      label: '数据源编码', type: 'string', required: true, unique: true, maxLength: 100, search: 'like', sortable: true, width: 130,
      pattern: { regex: '^[A-Za-z][A-Za-z0-9_]{1,63}$', message: '数据源编码须以字母开头，只能包含字母、数字和下划线' },
      fixedOnceUsed: true,
    },
    name: { label: '数据源名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true, width: 150 },
    dbType: { label: '数据库类型', type: 'string', dict: DATA_SOURCE_DICT, required: true, search: 'eq', sortable: true, width: 140 },
    dbUrl: {
      label: '数据源地址', type: 'string', required: true, maxLength: 500, format: 'dbAddress', width: 260,
      placeholder: DATA_SOURCE_TEXT.urlHint,
    },
    dbUsername: { label: '用户名', type: 'string', required: true, maxLength: 100, width: 120 },
    dbPassword: { label: '密码', type: 'string', required: true, maxLength: 200, secret: true, list: false },
    // shown in the detail and the form: the list keeps to what tells the sources apart
    remark: { label: '备注', type: 'text', maxLength: 200, list: false },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
