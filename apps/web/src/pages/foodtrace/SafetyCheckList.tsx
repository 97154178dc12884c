import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { FT_DICT, SAFETY_CHECK_KIND, SAFETY_CHECK_RESULT, safetyCheckResource, type RiskItemSummary, type SafetyCheckGap } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict/dict-tag';
import { useResourceList, withoutSearch } from '@/crud';
import { useAddButton } from './common/add-button';
import { foodtraceApi } from './common/foodtrace-api';
import { GapList } from './common/gap-list';
import { TraceListPage } from './common/trace-list-page';
import { useViewSwitch } from './common/view-switch';
import { SAFETY_TEXT as T } from './safety/texts';

type View = keyof typeof T.views.views;
const VIEWS = Object.keys(T.views.views) as View[];
const GAPS_KEY = ['safety-check-gaps'];
const RISKS_KEY = ['safety-check-risk-items'];
/** A count that asks for attention: red when not zero. */
const alarming = (n: number) => (n > 0 ? <Typography.Text type="danger" strong>{n}</Typography.Text> : n);
const KINDS: readonly string[] = Object.values(SAFETY_CHECK_KIND);
/** A kind's own view asks no kind, 整改中 no 结论: the view has chosen it. */
const BY_KIND_SEARCH = withoutSearch(safetyCheckResource, 'kind');
const OPEN_SEARCH = withoutSearch(safetyCheckResource, 'result');

/**
 * 食品安全自查 (令第 60 号: 日管控、周排查、月调度): the records latest first, by kind or those still being put right;
 * or, under 缺少记录, the periods without their record and what is due now (server safety/safety-check.routes.ts),
 * each entered from there with its kind and date filled in; or, under 风险项统计, each item of the 风险管控清单 with how
 * often it was checked and found wanting.
 */
export default function SafetyCheckList() {
  const { view, header } = useViewSwitch(VIEWS, T.views);
  const fixed = useMemo(() => (KINDS.includes(view) ? { kind: view } : view === 'open' ? { result: SAFETY_CHECK_RESULT.open } : {}), [view]);
  const list = useResourceList(safetyCheckResource, fixed, { enabled: view !== 'gaps' && view !== 'risks' });
  const late = useAddButton(safetyCheckResource, T.gaps.add, [[safetyCheckResource.key], GAPS_KEY, RISKS_KEY]);
  const due = useAddButton(safetyCheckResource, T.gaps.addDue, [[safetyCheckResource.key], GAPS_KEY, RISKS_KEY]);
  if (view === 'risks') {
    return (
      <GapList<RiskItemSummary> header={header} queryKey={RISKS_KEY} load={foodtraceApi.riskItems} rowKey="item" empty={T.risks.empty} testId="safety-risk-items" columns={[
        { title: T.risks.cols.item, dataIndex: 'item', render: (v: string) => <DictTag dictCode={FT_DICT.safetyRiskItem} value={v} /> },
        { title: T.risks.cols.checks, dataIndex: 'checks', width: 120 },
        { title: T.risks.cols.findings, dataIndex: 'findings', width: 120, render: alarming },
        { title: T.risks.cols.open, dataIndex: 'open', width: 120, render: alarming },
        { title: T.risks.cols.lastFound, dataIndex: 'lastFound', width: 160, render: (v: string | null) => v ?? '—' },
      ]} />
    );
  }
  if (view !== 'gaps') {
    return <TraceListPage resource={safetyCheckResource} searchResource={KINDS.includes(view) ? BY_KIND_SEARCH : view === 'open' ? OPEN_SEARCH : undefined} list={list} fixedSearch={fixed} header={header} />;
  }
  return (
    <GapList<SafetyCheckGap> header={header} queryKey={GAPS_KEY} load={foodtraceApi.safetyCheckGaps} rowKey="period" empty={T.gaps.empty} testId="safety-check-gaps" columns={[
      { title: T.gaps.cols.kind, dataIndex: 'kind', width: 140, render: (k: SafetyCheckGap['kind']) => T.gaps.kind[k] },
      { title: T.gaps.cols.period, dataIndex: 'period', width: 260 },
      { title: T.gaps.cols.state, dataIndex: 'state', width: 120, render: (s: SafetyCheckGap['state']) => <Tag color={s === 'MISSING' ? 'error' : 'processing'}>{T.gaps.state[s]}</Tag> },
      { title: T.gaps.cols.action, key: 'action', render: (_, g) => (g.state === 'DUE' ? due : late).button({ kind: g.kind, checkDate: g.checkDate }, true) },
    ]}>
      {late.form}
      {due.form}
    </GapList>
  );
}
