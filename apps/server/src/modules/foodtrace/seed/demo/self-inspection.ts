import { SAFETY_CHECK_KIND, SAFETY_CHECK_RESULT, SAFETY_RISK_ITEMS, addDays, weekStart } from '@foodtrace/contracts';
import { dateText } from '../../shared/wire.ts';
import { DAY, HOUR, type DemoData } from './demo-data.ts';

const ALL_ITEMS = SAFETY_RISK_ITEMS.map(([value]) => value).join(',');
const TEAM = '陈晓燕、周明、许志强、郑海波';
const DIRECTOR = '食品安全总监 王丽';

/** What the daily checks found on the days they found something (days ago → finding). */
const FINDINGS: Record<number, { result: string; items: string; problems: string; measures: string; fixedAfter?: number }> = {
  20: { result: SAFETY_CHECK_RESULT.fixed, items: 'HYGIENE', problems: '灌装间紫外线消毒灯 1 支不亮', measures: '当班更换灯管，核查当日消毒记录；紫外线灯纳入设备日点检表', fixedAfter: 0 },
  6: { result: SAFETY_CHECK_RESULT.fixed, items: 'STORAGE', problems: '2 号冷库门封条破损，库温短时升至 7.2 ℃', measures: '库内产品转入 1 号冷库并核查温度记录（未超 2 小时），联系维修更换门封条', fixedAfter: 1 },
  3: { result: SAFETY_CHECK_RESULT.open, items: 'PEST', problems: '原料验收区防鼠板缺失 1 块', measures: '临时以挡板封堵，已报采购更换防鼠板，虫害控制公司下次巡检时复查' },
};

/**
 * 食品安全自查 of the last six weeks (令第 60 号): the inspectors' 日管控 every day — two days were missed, and today's is
 * not in yet; three days found something, one of it still being put right — the QA manager's 周排查 each Friday but
 * one, and the general manager's 月调度 at the end of each month. What the register lacks shows under 缺少记录.
 */
export function selfInspection(d: DemoData): void {
  const today = dateText(d.now, d.tz)!;
  const at = (day: string, hour: number) => d.now - (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) + (hour - 12) * HOUR;
  const check = (kind: string, checkDate: string, hour: number, values: Record<string, unknown>) => d.add('ftSafetyCheck', {
    kind, checkDate, participants: null, riskItems: ALL_ITEMS, nonConformItems: null, problems: null, measures: null, rectifiedDate: null, reportedTo: null,
    content: null, files: null, remark: null, result: SAFETY_CHECK_RESULT.none, ...values,
  }, at(checkDate, hour));
  for (let n = 42; n >= 1; n -= 1) {
    if (n === 9 || n === 16) continue; // missed: 缺少记录 lists them
    const day = dateText(d.now - n * DAY, d.tz)!;
    const found = FINDINGS[n];
    check(SAFETY_CHECK_KIND.daily, day, 17, {
      checker: Math.floor(n / 7) % 2 ? '周明' : '陈晓燕',
      ...(found && {
        result: found.result, nonConformItems: found.items, problems: found.problems, measures: found.measures, reportedTo: DIRECTOR,
        rectifiedDate: found.fixedAfter === undefined ? null : addDays(day, found.fixedAfter),
      }),
    });
  }
  const monday = weekStart(today);
  for (let w = 1; w <= 6; w += 1) {
    if (w === 3) continue;
    const friday = addDays(monday, 4 - 7 * w);
    const coldRoom = w === 1;
    check(SAFETY_CHECK_KIND.weekly, friday, 15, {
      checker: '王丽', participants: TEAM,
      result: coldRoom ? SAFETY_CHECK_RESULT.fixed : SAFETY_CHECK_RESULT.none,
      ...(coldRoom && { nonConformItems: 'STORAGE', problems: '2 号冷库门封条破损（日管控发现，已更换）；冷库温度记录仪报警阈值设置偏高', measures: '报警阈值由 8 ℃ 调整为 6 ℃；冷库门封条纳入月度设备点检', rectifiedDate: friday, reportedTo: DIRECTOR }),
      content: `本周日管控 ${coldRoom ? 7 : 6} 次；抽查巴氏杀菌温度与时间记录、出厂检验与留样记录，符合要求；原料验收抽查生鲜乳供方证照与检验报告，均在有效期内。${coldRoom ? '日管控发现的冷库门封条问题已整改。' : '未发现新的风险隐患。'}下周重点：发酵车间清洁消毒效果验证。`,
    });
  }
  // the minutes say what the demo's own records show: a tanker turned away, failed lots disposed of, last month's drill
  const [y, mo] = today.slice(0, 7).split('-').map(Number);
  const MONTHS = [
    '进货查验拒收的生鲜乳已退回供应商，检验不合格的批次均已按不合格品处置；完成 950 mL 鲜奶的年度模拟召回演练。下月重点：冬季冷链运输温度监控、从业人员健康证明到期换证。',
    '进货查验与出厂检验发现的不合格均已处置，CCP 偏差均已纠偏。下月重点：供应商年度评价、发酵车间清洁消毒效果验证。',
  ];
  MONTHS.forEach((summary, i) => {
    const end = new Date(Date.UTC(y, mo - 1 - i, 0)).toISOString().slice(0, 10); // the last day of the month i + 1 back
    const meeting = addDays(end, -2);
    check(SAFETY_CHECK_KIND.monthly, meeting, 10, {
      checker: '沈国华', participants: '王丽（汇报）、许志强、郑海波', riskItems: null,
      content: `听取食品安全总监王丽本月食品安全管理工作汇报：日管控、周排查按制度开展，发现的问题均已整改或落实临时措施；${summary}`,
    });
  });
}
