import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { OFFICE_CERT_SCOPE } from '../../foodtrace/office-cert.ts';
import { remarkField } from './shared.ts';

/**
 * 资质证照 (supplier compliance): each related organisation's licences and certifications with their validity
 * (foodtrace/office-cert.ts). A renewed licence is best entered as an edit of the old record (修改记录 keeps
 * the number and date it replaced); a new record beside it works too, as the rules read the latest of a kind.
 */
export const officeCertResource = defineResource({
  key: 'officeCert',
  title: '资质证照',
  table: 'ft_office_cert',
  basePath: '/foodtrace/officeCert',
  permPrefix: 'foodtrace:officeCert',
  scopes: [OFFICE_CERT_SCOPE.current],
  fields: {
    officeId: { label: '组织', type: 'string', required: true, maxLength: 32, ref: { resource: 'relationOffice', label: 'name', details: ['orgType_dictText'] }, search: 'eq' },
    certType: { label: '证照类型', type: 'string', dict: FT_DICT.certType, required: true, maxLength: 20, search: 'eq', sortable: true },
    certNo: { label: '证照编号', type: 'string', required: true, maxLength: 64, search: 'like' },
    // in the detail: the list keeps its width for whose, what and until when
    issuer: { label: '发证机关', type: 'string', maxLength: 100, list: false },
    issueDate: { label: '发证日期', type: 'date', happened: true, list: false },
    validUntil: { label: '有效期至', type: 'date', notBefore: 'issueDate', search: 'range', sortable: true, width: 190, placeholder: '长期有效的留空' },
    scope: { label: '许可范围', type: 'string', maxLength: 500, list: false, placeholder: '如：乳制品〔液体乳（巴氏杀菌乳）〕' },
    files: { label: '证照文件', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    remark: remarkField,
  },
  defaultSort: { column: 'validUntil', order: 'asc' },
});
