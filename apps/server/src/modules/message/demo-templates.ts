import { MESSAGE_TYPE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { messageDb, type SysSmsTemplate } from './schema.ts';

type Seed = Pick<SysSmsTemplate, 'id' | 'templateCode' | 'templateName' | 'templateType' | 'templateContent'> & { test: Record<string, string> };

/** What a dairy's quality and sales staff send most: a failed inspection, a release, a recall, an expiring licence. */
const TEMPLATES: Seed[] = [
  {
    id: 'a1610000000000000000000000000001', templateCode: 'QC_FAIL_ALERT', templateName: '检验不合格提醒', templateType: MESSAGE_TYPE.system,
    templateContent: '${lotNo} 批次（${product}）检验不合格：${item}。该批次已冻结，请质量管理部在 24 小时内完成评审和处置。',
    test: { lotNo: 'RM20261125-03', product: '生鲜乳', item: '菌落总数超标' },
  },
  {
    id: 'a1610000000000000000000000000002', templateCode: 'LOT_RELEASED', templateName: '批次放行通知', templateType: MESSAGE_TYPE.system,
    templateContent: '${product} 批次 ${lotNo} 检验合格，已于 ${time} 放行，可以出库和激活追溯码。',
    test: { product: '鲜源纯牛奶 250mL', lotNo: 'FG20261126-01', time: '2026-11-26 15:30' },
  },
  {
    id: 'a1610000000000000000000000000003', templateCode: 'RECALL_NOTICE', templateName: '产品召回通知', templateType: MESSAGE_TYPE.email,
    templateContent: '${customer}：\n您好！因${reason}，我公司决定召回 ${product} 批次 ${lotNo}（召回编号 ${recallNo}）。'
      + '请立即停止销售该批次产品，清点库存，并于 ${deadline} 前回复本邮件。\n联系人：${contact}\n浙江鲜源乳业有限公司 质量管理部',
    test: {
      customer: '杭州联华超市', reason: '该批次产品菌落总数可能超标', product: '鲜源纯牛奶 250mL', lotNo: 'FG20261126-01',
      recallNo: 'RC20261127-7KQ2', deadline: '2026-11-28 12:00', contact: '周敏 0571-8888 6601',
    },
  },
  {
    id: 'a1610000000000000000000000000004', templateCode: 'CERT_EXPIRY', templateName: '证照到期提醒', templateType: MESSAGE_TYPE.sms,
    templateContent: '【鲜源乳业】${supplier}的${cert}将于 ${date} 到期，请尽快提供新证照，逾期将暂停收货。',
    test: { supplier: '余杭牧场', cert: '生鲜乳收购许可证', date: '2026-12-31' },
  },
];

/** The demo's 消息模板, on a fresh install only (no template ever written). */
export async function seedDemoTemplates(ctx: AppContext): Promise<void> {
  const db = messageDb(ctx.db);
  if (await db.selectFrom('sysSmsTemplate').select('id').limit(1).executeTakeFirst()) return;
  const now = Date.now();
  await db.insertInto('sysSmsTemplate').values(TEMPLATES.map(({ test, ...t }) => ({
    ...t, templateTestJson: JSON.stringify(test), createBy: 'admin', createTime: now, updateBy: null, updateTime: null, delFlag: 0,
  }))).execute();
}
