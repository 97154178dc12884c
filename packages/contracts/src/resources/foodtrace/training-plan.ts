import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { TRAINING_PLAN_SCOPE } from '../../foodtrace/staff-training.ts';
import { remarkField } from './shared.ts';

/**
 * 培训计划 (年度培训计划, foodtrace/staff-training.ts): what is to be taught, to whom and by when — soonest due first.
 * An item is carried out by a session of 培训考核 that names it; its 实施日期 is that session's day, kept by the
 * server (so it is not in the form).
 */
export const trainingPlanResource = defineResource({
  key: 'trainingPlan',
  title: '培训计划',
  table: 'ft_training_plan',
  basePath: '/foodtrace/trainingPlan',
  permPrefix: 'foodtrace:trainingPlan',
  fields: {
    dueDate: { label: '计划完成日期', type: 'date', required: true, search: 'range', sortable: true, width: 180 },
    topic: { label: '培训主题', type: 'string', required: true, maxLength: 100, search: 'like', width: 220, placeholder: '如：过敏原管理与标签标识' },
    kind: { label: '培训类别', type: 'string', dict: FT_DICT.trainingKind, required: true, maxLength: 20, search: 'eq', list: false },
    audience: { label: '培训对象', type: 'string', required: true, maxLength: 200, search: 'like', width: 150, placeholder: '如：全体从业人员；杀菌、灌装岗位；新入职人员' },
    hours: { label: '计划学时', type: 'decimal', min: 0.5, max: 100, list: false, placeholder: '小时' },
    trainer: { label: '授课人', type: 'string', maxLength: 50, list: false, placeholder: '本厂人员或外请讲师（单位）' },
    assessMethod: { label: '考核方式', type: 'string', dict: FT_DICT.assessMethod, maxLength: 20, list: false },
    // the first session of 培训考核 naming the item (server hooks/staff-training.hooks.ts)
    doneDate: { label: '实施日期', type: 'date', form: false, search: 'range', sortable: true, width: 120 },
    remark: remarkField,
  },
  scopes: [TRAINING_PLAN_SCOPE.open],
  defaultSort: { column: 'dueDate', order: 'asc' },
});
