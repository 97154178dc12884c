import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { VALID_STATUS } from '../../dict-codes.ts';
import { placeFields, remarkField } from './shared.ts';

/**
 * 相关组织 (RelationOfficeList): suppliers, logistics, retailers, distributors and inspection agencies. The
 * kind (orgType) is what the rules look at: intake needs a supplier, shipments a retailer or distributor.
 * Name, address and contact are the 供货者/购货者 fields of Food Safety Law Arts. 50 and 51.
 */
export const relationOfficeResource = defineResource({
  key: 'relationOffice',
  title: '相关组织',
  table: 'ft_relation_office',
  basePath: '/foodtrace/relationOffice',
  permPrefix: 'foodtrace:relationOffice',
  fields: {
    name: { label: '组织名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    orgType: { label: '组织类别', type: 'string', dict: FT_DICT.orgType, required: true, maxLength: 20, search: 'eq', sortable: true },
    officeTypeId: { label: '组织类型', type: 'string', maxLength: 32, ref: { resource: 'officeType', label: 'typeName' }, search: 'eq' },
    // identity documents are in the detail (and the code is searched by): the list is who, what, whom to call, where
    uscc: { label: '统一社会信用代码', type: 'string', maxLength: 18, search: 'like', list: false },
    licenseNo: { label: '许可证号', type: 'string', maxLength: 50, list: false },
    contactPerson: { label: '联系人', type: 'string', maxLength: 50 },
    phone: { label: '联系电话', type: 'string', maxLength: 30 },
    // where a recall notice goes (召回通知 by e-mail)
    email: { label: '电子邮箱', type: 'string', maxLength: 100, format: 'email', list: false },
    ...placeFields(),
    credentials: { label: '资质证明', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    status: { label: '状态', type: 'string', dict: FT_DICT.validStatus, maxLength: 2, search: 'eq', initial: VALID_STATUS.valid },
    remark: remarkField,
  },
});
