import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { remarkField } from './shared.ts';

/** 组织类型 (OfficeTypeManageList): the finer kinds of organisation an administrator keeps (牧场, 包材厂, 连锁超市 …). */
export const officeTypeResource = defineResource({
  key: 'officeType',
  title: '组织类型',
  table: 'ft_office_type',
  basePath: '/foodtrace/officeType',
  permPrefix: 'foodtrace:officeType',
  fields: {
    typeName: { label: '类型名称', type: 'string', required: true, maxLength: 50, search: 'like', sortable: true },
    typeCode: {
      label: '类型编码', type: 'string', required: true, unique: true, maxLength: 50, search: 'like', sortable: true,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: '类型编码只能包含字母、数字、下划线和短横线' },
    },
    orgType: { label: '组织类别', type: 'string', dict: FT_DICT.orgType, required: true, maxLength: 20, search: 'eq' },
    remark: remarkField,
  },
});
