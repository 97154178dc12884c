import { isPublicStoredPath } from '@foodtrace/contracts';
import { DAY, HOUR, type DemoData } from './demo-data.ts';
import { DEMO_IMAGES, picture } from './demo-files.ts';
import { certificatePdf } from './documents.ts';
import type { Master } from './master.ts';

/** Ads on the public page, food-safety announcements, consumers' suggestions (some answered) and the files. */
export function content(d: DemoData, m: Master, codes: Array<{ code: string; productId?: unknown; scanCount: number }>): void {
  const t = (daysAgo: number) => d.now - daysAgo * DAY;
  d.add('ftAd', { title: '鲜源纯鲜牛奶 · 72 小时从牧场到餐桌', productId: m.products.milk.id, image: picture(d, DEMO_IMAGES.adMilk), linkUrl: 'https://www.example.com/xianyuan/fresh', content: '自有牧场生鲜乳，巴氏杀菌，全程 2–6℃ 冷链。', sortNo: 1, startDate: null, endDate: null, status: 'PUBLISHED' }, t(40));
  d.add('ftAd', { title: '牧场开放日报名', productId: null, image: picture(d, DEMO_IMAGES.adOpenDay), linkUrl: 'https://www.example.com/xianyuan/openday', content: '每月第一个周六，带孩子走进安吉青山牧场。', sortNo: 2, startDate: null, endDate: null, status: 'PUBLISHED' }, t(20));
  d.add('ftAd', { title: '原味发酵乳第二件半价', productId: m.products.yogurt.id, image: picture(d, DEMO_IMAGES.adYogurt), linkUrl: null, content: '活动期间在合作门店购买原味发酵乳第二件半价。', sortNo: 3, startDate: null, endDate: null, status: 'PUBLISHED' }, t(10));
  d.add('ftAd', { title: '春节礼盒预售（已结束）', productId: null, image: picture(d, DEMO_IMAGES.adGift), linkUrl: null, content: null, sortNo: 9, startDate: null, endDate: null, status: 'OFFLINE' }, t(58));

  const announce = (title: string, announceType: string, text: string, daysAgo: number, isTop = '0') =>
    d.add('ftAnnouncement', { title, announceType, content: text, source: '浙江鲜源乳业有限公司', publishTime: t(daysAgo), isTop, status: 'PUBLISHED' }, t(daysAgo));
  announce('关于原味风味发酵乳部分批次主动召回的公告', 'RECALL', '因部分产品出现胀包现象，本公司依据《食品召回管理办法》对相关批次实施三级召回。请持有相关批次产品的消费者停止食用，并联系购买门店办理退货。', 2, '1');
  announce('夏季巴氏杀菌乳储存提示', 'KNOWLEDGE', '巴氏杀菌乳须在 2–6℃ 冷藏保存，开封后请尽快饮用，不宜常温存放。', 12);
  announce('市场监管部门乳制品监督抽检结果通告', 'NOTICE', '本公司 2 个批次产品参加监督抽检，检验结果均为合格。', 18);
  announce('警惕网售"散装鲜奶"食品安全风险', 'WARNING', '未经杀菌处理的散装生鲜乳可能含有致病菌，请通过正规渠道购买预包装乳制品。', 26);

  const suggest = (text: string, daysAgo: number, status: string, reply: string | null, contact: string | null = null) => {
    const code = d.pick(codes.filter((c) => c.scanCount > 0));
    d.add('ftConsumerSuggest', {
      content: text, code: code?.code ?? null, productId: code?.productId ?? null, contact, source: 'PUBLIC', status, reply,
      replyBy: reply ? 'admin' : null, replyTime: reply ? t(daysAgo) + 5 * HOUR : null, ip: '112.17.0.1',
    }, t(daysAgo));
  };
  suggest('牛奶口感很好，希望 250mL 装能在社区店多铺货。', 21, 'REPLIED', '感谢支持，已反馈销售部门增加门店供货。');
  suggest('扫码显示已被查询 3 次，是不是假货？', 9, 'REPLIED', '该码所在批次真实有效。多次查询可能是家人或门店扫过，如仍有疑问请致电客服核实。', '138****2210');
  suggest('酸奶盒子有点鼓，还能喝吗？', 3, 'PROCESSING', null, '139****8807');
  suggest('能否在追溯页面显示牧场的照片？', 6, 'NEW', null);
  suggest('配送到店时外箱有破损。', 1, 'NEW', null, 'wx: milkfan');

  // 文件管理 lists files the other records made (a certificate, the newest third-party report, a product photo):
  // its size is the stored file's, and it is public when its folder is.
  const file = (fileName: string, filePath: string, fileType: string, daysAgo: number) => {
    const made = d.files.find((f) => f.path === filePath);
    const isPublic = isPublicStoredPath(filePath);
    d.add('ftFile', { fileName, filePath, fileType, fileSize: made ? made.bytes().length : null, isPublic: isPublic ? '1' : '0', remark: null }, t(daysAgo));
  };
  const license = d.file('file/demo/sc-license.pdf', () => certificatePdf({
    title: '食品生产许可证', number: String(m.self.licenseNo), holder: String(m.self.name),
    facts: [['社会信用代码', String(m.self.uscc)], ['住所', String(m.self.address)], ['食品类别', '乳制品（液体乳）'], ['有效期至', '2029-05-31']],
    issuer: '杭州市市场监督管理局', issued: '2024-06-01',
  }));
  file('食品生产许可证', license, 'CERTIFICATE', 50);
  file('生鲜乳收购许可证（绿野牧场）', String(m.farms[0].credentials), 'CERTIFICATE', 50);
  const thirdParty = (d.tables.get('ftCheckout') ?? []).filter((k) => k.stage === 'THIRD_PARTY').at(-1);
  if (thirdParty) file(`第三方检验报告（${String(m.agency.name)}）`, String(thirdParty.reportFile), 'REPORT', 8);
  file('纯鲜牛奶产品图', DEMO_IMAGES.milk, 'IMAGE', 45);
}
