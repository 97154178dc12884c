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
  const session = (daysAgo: number, values: Record<string, unknown>, people: readonly string[]) => d.add('ftStaffTraining', {
    trainDate: dateText(d.now - daysAgo * DAY, d.tz)!, trainer: '王丽', failed: null, content: null, files: null, remark: null,
    participants: people.join('、'), headcount: people.length, ...values,
  }, d.now - daysAgo * DAY - 3 * HOUR);
  session(330, {
    topic: '《食品安全法》及实施条例、企业食品安全主体责任', kind: 'REGULATION', hours: 2, assessMethod: 'WRITTEN',
    content: '食品生产经营者的主体责任与法律责任；从业人员健康管理；进货查验、出厂检验与记录保存要求；不合格品与召回。闭卷笔试 60 分合格。',
  }, [...LINE, '周燕', '陈晓燕', '周明']);
  session(150, {
    topic: '食品安全总监、食品安全员培训（令第 60 号）', kind: 'REGULATION', trainer: '杭州市余杭区市场监督管理局', hours: 6, assessMethod: 'WRITTEN',
    content: '《企业落实食品安全主体责任监督管理规定》：食品安全总监、食品安全员的职责，风险管控清单，日管控、周排查、月调度的记录要求。',
  }, ['王丽', '陈晓燕', '周明']);
  session(95, {
    topic: '巴氏杀菌与发酵关键控制点的操作与纠偏', kind: 'SPECIAL', trainer: '许志强', hours: 3, assessMethod: 'PRACTICAL',
    content: '杀菌温度与保持时间的监控与记录、自动分流阀的检查、偏离关键限值时的纠偏与产品隔离；现场实操考核。',
  }, LINE);
  session(40, {
    topic: '灌装间卫生与手部清洗消毒', kind: 'ROUTINE', hours: 1.5, assessMethod: 'PRACTICAL', failed: '马俊',
    content: '更衣、洗手消毒的步骤与时间，灌装间人员与物料通道，设备表面的清洁消毒。实操考核：洗手消毒后手部涂抹采样。',
    remark: '马俊手部涂抹菌落总数超标，须重新培训并补考',
  }, ['马俊', '孙丽萍', '杨秀英']);
}
