import { defineResource } from '../../resource.ts';
import { placeFields, remarkField } from './shared.ts';

/** 本单位 (SelfOfficeList): the producer named on the public page with its licence (GB 7718 label duties). */
export const selfOfficeResource = defineResource({
  key: 'selfOffice',
  title: '本单位',
  table: 'ft_self_office',
  basePath: '/foodtrace/selfOffice',
  permPrefix: 'foodtrace:selfOffice',
  fields: {
    name: { label: '单位名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    shortName: { label: '简称', type: 'string', maxLength: 50 },
    uscc: { label: '统一社会信用代码', type: 'string', maxLength: 18, search: 'like' },
    licenseNo: { label: '食品生产许可证号', type: 'string', maxLength: 50, search: 'like' },
    contactPerson: { label: '联系人', type: 'string', maxLength: 50 },
    phone: { label: '联系电话', type: 'string', maxLength: 30 },
    ...placeFields(),
    gln: { label: '全球位置码(GLN)', type: 'string', maxLength: 13, list: false },
    logo: { label: '标志图片', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'food', images: true } },
    intro: { label: '单位简介', type: 'text', maxLength: 2000, list: false },
    remark: remarkField,
  },
});
