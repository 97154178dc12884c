import { CERT_WARN_DAYS } from '@foodtrace/contracts';

/** Texts of 计量器具 (contracts foodtrace/instrument.ts). */
export const INSTRUMENT_VIEWS = {
  views: { all: '全部器具', due: '待检定' },
  hint: {
    due: `在用器具中检定/校准已过有效期（红色：应停用并送检，合格后再用）或 ${CERT_WARN_DAYS} 天内到期（橙色：请提前送检或预约校准）的。`
      + '关键控制点的监控仪表超期，其间的监控记录不能证明控制有效。资质证照提醒每天汇总这些器具；送检后编辑器具登记新的证书。',
  },
  ccpTitle: '关键控制点的监控仪表',
};
