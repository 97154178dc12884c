import type { ViewTexts } from '../common/view-switch';

/** 生产线: where a line's cleaning stands (contracts lineCleanState), its views and its button. */
export const LINE_TEXT = {
  unjudged: '不判定',
  unjudgedTitle: '未设清洗有效期：该线的清洗不在此登记，加工记录不作判定',
  never: '无合格清洗记录',
  cleanUntil: (until: string) => `有效至 ${until}`,
  due: '待清洗',
  dueTitle: (since: string) => `清洗有效期已于 ${since} 届满，开工前须清洗消毒并验证合格`,
  act: '登记清洗',
  runs: '加工记录',
  cleanings: '清洗消毒记录',
} as const;

export const LINE_VIEWS: ViewTexts<'all' | 'due'> = {
  views: { all: '全部生产线', due: '待清洗' },
  hint: { due: '在用且设有清洗有效期的生产线中，没有验证合格的清洗记录或最近一次合格清洗已超过有效期的，开工前须先清洗消毒。' },
};
