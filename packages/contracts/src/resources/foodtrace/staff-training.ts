import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { remarkField } from './shared.ts';

/**
 * 培训考核 (从业人员食品安全培训, foodtrace/staff-training.ts): each session, latest first — what was taught, by whom,
 * for how long, to whom, how it was assessed and who failed. Names are written as 健康证明 writes them, separated by
 * 、; the server keeps them so and counts them (人数).
 */
export const staffTrainingResource = defineResource({
  key: 'staffTraining',
  title: '培训考核',
  table: 'ft_staff_training',
  basePath: '/foodtrace/staffTraining',
  permPrefix: 'foodtrace:staffTraining',
  departmentOwned: true,
  fields: {
    // the item of 培训计划 it carries out; choosing one fills in what the plan says, which the session may change
    planId: {
      label: '培训计划', type: 'string', maxLength: 32, list: false, placeholder: '按年度培训计划实施的，请选择计划项目',
      ref: { resource: 'trainingPlan', label: 'topic', details: ['dueDate', 'audience'], fills: { topic: 'topic', kind: 'kind', hours: 'hours', trainer: 'trainer', assessMethod: 'assessMethod' } },
    },
    trainDate: { label: '培训日期', type: 'date', required: true, happened: true, search: 'range', sortable: true },
    topic: { label: '培训主题', type: 'string', required: true, maxLength: 100, search: 'like', width: 220, placeholder: '如：巴氏杀菌关键控制点操作规程' },
    kind: { label: '培训类别', type: 'string', dict: FT_DICT.trainingKind, required: true, maxLength: 20, search: 'eq', width: 120 },
    trainer: { label: '授课人', type: 'string', maxLength: 50, search: 'like', list: false, placeholder: '本厂人员或外请讲师（单位）' },
    hours: { label: '学时', type: 'decimal', required: true, min: 0.5, max: 100, width: 70, placeholder: '小时' },
    participants: { label: '参加人员', type: 'text', format: 'personNames', required: true, maxLength: 2000, search: 'eq', list: false, placeholder: '姓名以顿号分隔，与健康证明、加工记录中的写法一致' },
    // counted by the server from 参加人员
    headcount: { label: '人数', type: 'int', form: false, width: 70 },
    assessMethod: { label: '考核方式', type: 'string', dict: FT_DICT.assessMethod, required: true, maxLength: 20, search: 'eq', width: 110 },
    failed: { label: '考核不合格', type: 'string', format: 'personNames', maxLength: 500, search: 'eq', placeholder: '考核不合格人员的姓名，全部合格的留空' },
    content: { label: '培训内容', type: 'text', maxLength: 4000, list: false, placeholder: '讲授的法规、标准、操作规程和本岗位的风险' },
    files: { label: '附件', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 }, placeholder: '签到表、课件、考卷' },
    remark: remarkField,
  },
  defaultSort: { column: 'trainDate', order: 'desc' },
});
