import { addDays } from '@foodtrace/contracts';
import { dateText } from '../../shared/wire.ts';
import { DAY, HOUR, type DemoData } from './demo-data.ts';

const LINE = ['刘建国', '孙丽萍', '马俊', '杨秀英'];

/**
 * 培训考核 of the last year: the yearly law course for everyone then at the plant, the 食品安全员 course the district
 * bureau gave under 令第 60 号, a CCP course for the line, and a hygiene course whose practical test the filler failed
 * (to be taken again: 人员培训情况 shows 考核不合格). The batching-room hand hired four months ago and the fermentation
 * room's new helper have had no training at all (未培训): the first thing a regulator would find.
 */
export function staffTraining(d: DemoData): void {
  const plans = trainingPlan(d);
  const session = (daysAgo: number, values: Record<string, unknown>, people: readonly string[]) => d.add('ftStaffTraining', {
    trainDate: dateText(d.now - daysAgo * DAY, d.tz)!, trainer: '王丽', failed: null, content: null, files: null, remark: null,
    participants: people.join('、'), headcount: people.length, planId: plans.get(String(values.topic))?.id ?? null, ...values,
  }, d.now - daysAgo * DAY - 3 * HOUR);
  const held = (daysAgo: number, values: Record<string, unknown>, people: readonly string[]) => {
    const row = session(daysAgo, values, people);
    const plan = plans.get(String(values.topic));
    if (plan) plan.doneDate = row.trainDate;
  };
  held(330, {
    topic: '《食品安全法》及实施条例与企业主体责任', kind: 'REGULATION', hours: 2, assessMethod: 'WRITTEN',
    content: '食品生产经营者的主体责任与法律责任；从业人员健康管理；进货查验、出厂检验与记录保存要求；不合格品与召回。闭卷笔试 60 分合格。',
  }, [...LINE, '周燕', '陈晓燕', '周明']);
  held(150, {
    topic: '食品安全总监、食品安全员培训（令第 60 号）', kind: 'REGULATION', trainer: '杭州市余杭区市场监督管理局', hours: 6, assessMethod: 'WRITTEN',
    content: '《企业落实食品安全主体责任监督管理规定》：食品安全总监、食品安全员的职责，风险管控清单，日管控、周排查、月调度的记录要求。',
  }, ['王丽', '陈晓燕', '周明']);
  held(95, {
    topic: '巴氏杀菌与发酵关键控制点的操作与纠偏', kind: 'SPECIAL', trainer: '许志强', hours: 3, assessMethod: 'PRACTICAL',
    content: '杀菌温度与保持时间的监控与记录、自动分流阀的检查、偏离关键限值时的纠偏与产品隔离；现场实操考核。',
  }, LINE);
  held(40, {
    topic: '灌装间卫生与手部清洗消毒', kind: 'ROUTINE', hours: 1.5, assessMethod: 'PRACTICAL', failed: '马俊',
    content: '更衣、洗手消毒的步骤与时间，灌装间人员与物料通道，设备表面的清洁消毒。实操考核：洗手消毒后手部涂抹采样。',
    remark: '马俊手部涂抹菌落总数超标，须重新培训并补考',
  }, ['马俊', '孙丽萍', '杨秀英']);
}

/**
 * 培训计划 of the year, drawn up by 王丽 a year ago: the four courses held (each carried out by its session above),
 * the induction of the two new hands, overdue for three weeks (the plan shows it red, as 人员培训情况 shows them
 * 未培训), an allergen course due within the month and two later in the year. Keyed by topic for the sessions.
 */
function trainingPlan(d: DemoData): Map<string, { id: string; doneDate: string | null }> {
  const today = dateText(d.now, d.tz)!;
  const made = d.now - 360 * DAY;
  const items: ReadonlyArray<[number, string, string, string, number, string | null, string | null]> = [
    [-320, '《食品安全法》及实施条例与企业主体责任', 'REGULATION', '全体从业人员', 2, '王丽', 'WRITTEN'],
    [-140, '食品安全总监、食品安全员培训（令第 60 号）', 'REGULATION', '食品安全总监、食品安全员', 6, '杭州市余杭区市场监督管理局', 'WRITTEN'],
    [-90, '巴氏杀菌与发酵关键控制点的操作与纠偏', 'SPECIAL', '杀菌、发酵、灌装岗位', 3, '许志强', 'PRACTICAL'],
    [-35, '灌装间卫生与手部清洗消毒', 'ROUTINE', '灌装、包装岗位', 1.5, '王丽', 'PRACTICAL'],
    [-20, '新入职人员岗前食品安全培训', 'INDUCTION', '配料间、发酵间新员工', 4, '王丽', 'WRITTEN'],
    [12, '过敏原管理与标签标识', 'SPECIAL', '配料、包装岗位及质检员', 2, '陈晓燕', 'WRITTEN'],
    [45, '食品防护与突发事件应急处置', 'ROUTINE', '全体从业人员', 2, '王丽', 'ORAL'],
    [75, '新发布食品安全国家标准宣贯', 'REGULATION', '管理人员、质检员', 2, '王丽', 'NONE'],
  ];
  return new Map(items.map(([days, topic, kind, audience, hours, trainer, assessMethod]) => [topic, d.add('ftTrainingPlan', {
    dueDate: addDays(today, days), topic, kind, audience, hours, trainer, assessMethod, doneDate: null as string | null, remark: null,
  }, made)]));
}
