import { NEAR_EXPIRY_DAYS } from '@foodtrace/contracts';
import type { ViewTexts } from '../common/view-switch';

export type StockView = 'all' | 'nearExpiry' | 'expired';
/** Lot by lot, or added up per product (ResourceDef.summary). */
export type StockGrouping = 'lots' | 'products';

/** Texts of 批次库存 (LotStockList). */
export const STOCK_TEXT: ViewTexts<StockView> & Record<'itemName' | 'available' | 'retained' | 'traceBack' | 'traceForward' | 'lotKind' | 'lotCount' | 'firstExpiry' | 'openLots', string> & {
  grouping: Record<StockGrouping, string>; lots: (n: number) => string; focus: (name: string) => string;
} = {
  views: { all: '全部在库', nearExpiry: `${NEAR_EXPIRY_DAYS} 天内到期`, expired: '已过期' },
  hint: {
    all: '原料、半成品和成品中仍有库存的批次，按保质期至先后排列（先到期先出）；库存 = 数量 − 已投料 − 已发货 − 已处置，其中留样须保存至留样至，不能投料或发货。',
    nearExpiry: `保质期至在今天到 ${NEAR_EXPIRY_DAYS} 天后之间、仍有可投料或发货数量的批次（留样不计；不合格和已召回批次已在待处置之列，不在此列出）：请优先投料或发货，过期后只能登记不合格品处置。`,
    expired: '已过保质期仍有库存的批次：不得投料或发货，请在不合格品处置中登记销毁、无害化处理或退回供应商；只剩留样的，留样至到期后在质检记录的留样台账登记销毁。',
  },
  itemName: '品名',
  available: '库存',
  retained: '其中留样',
  traceBack: '溯源',
  traceForward: '流向',
  grouping: { lots: '按批次', products: '按品名' },
  lotKind: '类别',
  lotCount: '批次数',
  lots: (n) => `${n} 批`,
  firstExpiry: '最早保质期至',
  openLots: '查看批次',
  focus: (name) => `品名：${name}`,
};
