import { dateText } from '../../shared/wire.ts';
import { DAY, type DemoData } from './demo-data.ts';

/** Who works each step of the demo's routes: the 操作人 its step records name, as the line writes them. */
export const STEP_OPERATOR: Readonly<Record<string, string>> = {
  净乳: '刘建国', 标准化: '刘建国', 均质: '刘建国',
  巴氏杀菌: '孙丽萍', 冷却: '马俊', 灌装: '马俊',
  // the fermentation room's new helper has no certificate on file yet (健康证明 → 未登记人员)
  杀菌: '杨秀英', 发酵: '杨秀英、赵强',
};

/**
 * 健康证明 of the line's people: examined yearly, each certificate a year long. The filler's lapsed four days ago
 * and he worked on since (yesterday's run: a finding of its lot's trace report); the pasteuriser's lapses within the
 * reminder's 30 days; the fermentation operator renewed hers last month (the old certificate stays on file, for the
 * days it covered).
 */
export function lineCrewHealth(d: DemoData, t0: number): void {
  const day = (n: number) => dateText(d.now + n * DAY, d.tz)!;
  const cert = (name: string, workNo: string, workshop: string, post: string, certNo: string, examDaysAgo: number) =>
    d.add('ftStaffHealth', {
      name, workNo, workshop, post, certNo, issuer: '杭州市余杭区疾病预防控制中心', examDate: day(-examDaysAgo), validUntil: day(365 - examDaysAgo),
      files: null, remark: null,
    }, t0);
  cert('刘建国', 'P021', '生产部 预处理车间', '净乳、标准化、均质', '330110202500871', 200);
  cert('孙丽萍', 'P022', '生产部 灌装车间', '巴氏杀菌', '330110202501322', 353);
  cert('马俊', 'P023', '生产部 灌装车间', '冷却、灌装', '330110202501109', 369);
  cert('杨秀英', 'P024', '生产部 发酵车间', '杀菌、接种发酵', '330110202401688', 400);
  cert('杨秀英', 'P024', '生产部 发酵车间', '杀菌、接种发酵', '330110202602015', 40);
  cert('何志刚', 'P025', '生产部 配料间', '配料、投料', '330110202600433', 115);
  cert('周燕', 'Q011', '质量管理部 化验室', '取样、微生物检验', '330110202600921', 265);
}
