import { NOTICE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { newId } from '../../platform/db/ids.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { plainText } from './announcement-records.ts';
import { noticeDb, type SysAnnouncement } from './schema.ts';

const HOUR = 3_600_000;

/** What the plant's staff would find in their bell on the first morning: published to everyone, in the past. */
const DEMO_NOTICES: Array<{ hoursAgo: number; title: string; priority: string; category: string; sender: string; html: string }> = [
  {
    hoursAgo: 50, title: '关于开展第四季度产品召回模拟演练的通知', priority: NOTICE.priority.high, category: NOTICE.category.notice, sender: '质量管理部',
    html: '<p>各部门：</p><p>按照《食品召回管理办法》和公司《产品追溯与召回管理制度》，质量管理部将于下周组织一次模拟召回演练，'
      + '从一个原料批次正向追踪到全部成品批次与收货客户。</p><ol><li>演练在“召回管理”中以<strong>模拟召回</strong>发起，不影响批次状态；</li>'
      + '<li>销售部在接到通知后 4 小时内完成客户通知登记；</li><li>仓储部核对在库数量，演练报告由质量管理部导出存档。</li></ol>'
      + '<p>请各部门负责人提前确认系统账号与权限。</p>',
  },
  {
    hoursAgo: 26, title: '原料乳收货须登记到货温度', priority: NOTICE.priority.middle, category: NOTICE.category.notice, sender: '质量管理部',
    html: '<p>自即日起，生鲜乳收货时须在“原料入库”中填写到货温度（应不高于 4 ℃）并上传检验合格证明。'
      + '温度超出要求的批次先登记入库、待检验，由质检员判定后再放行。</p>',
  },
  {
    hoursAgo: 5, title: '系统维护：本周六 22:00—23:00 暂停服务', priority: NOTICE.priority.low, category: NOTICE.category.system, sender: '信息中心',
    html: '<p>为升级数据库，系统将于本周六 22:00—23:00 暂停服务。消费者扫码查询不受影响。请提前保存正在录入的数据。</p>',
  },
];

/**
 * The demo's 系统通告, on a fresh install only (no notice ever written): so the bell, 我的消息 and the
 * administration list show what they are for. Written as published records, dated before the seed.
 */
export async function seedDemoNotices(ctx: AppContext, now = Date.now()): Promise<void> {
  const db = noticeDb(ctx.db);
  if (await db.selectFrom('sysAnnouncement').select('id').limit(1).executeTakeFirst()) return;
  const rows: SysAnnouncement[] = DEMO_NOTICES.map((n) => {
    const at = now - n.hoursAgo * HOUR;
    const msgContent = sanitizeRichText(n.html);
    return {
      id: newId(), titile: n.title, msgContent, msgAbstract: plainText(msgContent, 100) || null, startTime: at, endTime: null,
      sender: n.sender, priority: n.priority, msgCategory: n.category, msgType: NOTICE.msgType.all,
      sendStatus: NOTICE.sendStatus.published, sendTime: at, cancelTime: null, busType: null, busId: null, openType: null,
      openPage: null, userIds: null, createBy: 'admin', createTime: at - HOUR, updateBy: 'admin', updateTime: at, delFlag: 0,
    };
  });
  await db.insertInto('sysAnnouncement').values(rows).execute();
}
