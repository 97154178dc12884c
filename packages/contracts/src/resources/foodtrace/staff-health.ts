import { defineResource } from '../../resource.ts';
import { STAFF_HEALTH_SCOPE } from '../../foodtrace/staff-health.ts';
import { remarkField } from './shared.ts';

/**
 * 健康证明 (从业人员健康管理, foodtrace/staff-health.ts): each worker's yearly health certificate, soonest to lapse
 * first. A person is matched by name with the 操作人 of a run's steps, as the line writes them; a renewal is a new
 * record (the old one stays, for the days it covered).
 */
export const staffHealthResource = defineResource({
  key: 'staffHealth',
  title: '健康证明',
  table: 'ft_staff_health',
  basePath: '/foodtrace/staffHealth',
  permPrefix: 'foodtrace:staffHealth',
  fields: {
    name: { label: '姓名', type: 'string', required: true, maxLength: 50, search: 'like', sortable: true, placeholder: '与加工记录中的操作人一致' },
    workNo: { label: '工号', type: 'string', maxLength: 30, search: 'like' },
    workshop: { label: '部门/车间', type: 'string', maxLength: 50, search: 'like' },
    post: { label: '岗位', type: 'string', maxLength: 50, search: 'like', placeholder: '如：灌装、巴氏杀菌、配料' },
    certNo: { label: '健康证号', type: 'string', required: true, maxLength: 64, search: 'like' },
    issuer: { label: '体检机构', type: 'string', maxLength: 100, list: false },
    examDate: { label: '体检日期', type: 'date', required: true, happened: true, search: 'range', sortable: true },
    validUntil: { label: '有效期至', type: 'date', required: true, notBefore: 'examDate', search: 'range', sortable: true, width: 190, placeholder: '一般为体检日期后一年' },
    files: { label: '证明文件', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    remark: remarkField,
  },
  scopes: [STAFF_HEALTH_SCOPE.current],
  defaultSort: { column: 'validUntil', order: 'asc' },
});
