import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Tabs, Tooltip, Typography } from 'antd';
import { ExportOutlined, FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { FT_PERMS } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { queryResult } from './common/call';
import { foodtraceApi } from './common/foodtrace-api';
import { RecallModal } from './common/recall-modal';
import { NodeDrawer } from './traceability/node-drawer';
import { TraceGraphView } from './traceability/trace-graph-view';
import { TraceLotTable } from './traceability/trace-lot-table';
import { REPORT_TEXT } from './traceability/report-texts';
import { TraceReportModal } from './traceability/trace-report-modal';
import { readRecentTraces, saveRecentTraces, withRecent, type RecentTrace } from './traceability/recent-traces';
import { paramsFor, stateFromParams, type Direction, type TraceBy } from './traceability/trace-query';
import { TraceSearch } from './traceability/trace-search';
import { TraceStart } from './traceability/trace-start';
import { TraceTimeline } from './traceability/trace-timeline';
import { TRACE_TEXT } from './traceability/texts';
import './traceability/traceability.css';

/**
 * 追溯查询, the trace workbench (DOMAIN.md §1, docs/foodtrace-api.md §4): from a code, a lot number, a lot or a
 * supplier's lot number, the backward chain (sources) or the forward chain (where it went) as a graph and a
 * timeline, each record one click away; a lot of the chain can be recalled from here.
 */
export default function Traceability() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const queryClient = useQueryClient();
  const trace = useQuery({
    queryKey: ['trace', state.direction, state.query],
    enabled: state.query !== null,
    queryFn: () => queryResult(foodtraceApi.trace(state.direction, state.query!)),
    retry: false,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const [recalling, setRecalling] = useState<{ id: string; lotNo: string } | null>(null);
  const result = state.query ? trace.data : undefined;
  const node = result?.nodes.find((n) => n.id === selected) ?? null;
  const tracedLotNo = state.by === 'lotId' ? result?.lots.find((l) => l.id === state.value)?.lotNo : undefined;

  // the standards exports of the lot's whole history, both directions (DOMAIN.md §4)
  const [exporting, setExporting] = useState<'epcis' | 'fsma' | null>(null);
  const [reporting, setReporting] = useState(false);
  const exportAs = async (format: 'epcis' | 'fsma') => {
    if (!state.query) return;
    setExporting(format);
    try { await (format === 'epcis' ? foodtraceApi.exportEpcis : foodtraceApi.exportFsma)(state.query); } finally { setExporting(null); }
  };

  const search = useCallback((by: TraceBy, value: string, direction: Direction) => {
    setSelected(null);
    setParams(paramsFor(by, value, direction), { replace: true });
  }, [setParams]);

  // each trace that answered goes to the top of 最近追溯
  const [recent, setRecent] = useState<RecentTrace[]>(readRecentTraces);
  const remember = (list: RecentTrace[]) => { saveRecentTraces(list); setRecent(list); };
  useEffect(() => {
    if (!result || !state.query) return;
    const label = state.by === 'lotId' ? tracedLotNo ?? state.value : state.value;
    remember(withRecent(readRecentTraces(), { by: state.by, value: state.value, direction: state.direction, label, at: Date.now() }));
  }, [result, state.query, state.by, state.value, state.direction, tracedLotNo]);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>{TRACE_TEXT.intro}</Typography.Paragraph>
        <TraceSearch by={state.by} value={state.value} direction={state.direction} loading={trace.isFetching} lotNo={tracedLotNo} onSearch={search} />
      </Card>
      {trace.error && state.query && <Alert type="warning" showIcon title={(trace.error as Error).message} />}
      <Card variant="borderless" loading={trace.isLoading && state.query !== null}>
        {!result ? <TraceStart recent={recent} onOpen={(r) => search(r.by, r.value, r.direction)} onClear={() => remember([])} /> : (
          <Tabs
            defaultActiveKey="graph"
            tabBarExtraContent={(
              <Space size={12}>
                <span className="ft-muted">{TRACE_TEXT.summary(result.lots.length, result.nodes.length, result.timeline.length)}</span>
                <Has action={FT_PERMS.traceReport}>
                  <Tooltip title={REPORT_TEXT.buttonHint}>
                    <Button size="small" icon={<PrinterOutlined />} onClick={() => setReporting(true)}>{REPORT_TEXT.button}</Button>
                  </Tooltip>
                </Has>
                <Has action={FT_PERMS.traceExportEpcis}>
                  <Tooltip title={TRACE_TEXT.exportEpcisHint}>
                    <Button size="small" icon={<ExportOutlined />} loading={exporting === 'epcis'} onClick={() => void exportAs('epcis')}>{TRACE_TEXT.exportEpcis}</Button>
                  </Tooltip>
                </Has>
                <Has action={FT_PERMS.traceExportFsma}>
                  <Tooltip title={TRACE_TEXT.exportFsmaHint}>
                    <Button size="small" icon={<FileExcelOutlined />} loading={exporting === 'fsma'} onClick={() => void exportAs('fsma')}>{TRACE_TEXT.exportFsma}</Button>
                  </Tooltip>
                </Has>
              </Space>
            )}
            items={[
              { key: 'graph', label: TRACE_TEXT.graph, children: <TraceGraphView result={result} selectedId={selected} onSelect={setSelected} /> },
              { key: 'timeline', label: TRACE_TEXT.timeline, children: <TraceTimeline events={result.timeline} onSelect={setSelected} /> },
              { key: 'lots', label: TRACE_TEXT.lots, children: <TraceLotTable lots={result.lots} seedLotIds={result.seedLotIds} onOpen={(id) => setSelected(`lot:${id}`)} /> },
            ]}
          />
        )}
      </Card>
      <NodeDrawer node={node} onClose={() => setSelected(null)} onRecall={setRecalling}
        onTraceLot={(lotId, direction) => search('lotId', lotId, direction)} />
      <TraceReportModal query={reporting ? state.query : null} onClose={() => setReporting(false)} />
      <RecallModal open={Boolean(recalling)} lot={recalling} onClose={() => setRecalling(null)} onDone={() => void queryClient.invalidateQueries({ queryKey: ['trace'] })} />
    </Space>
  );
}
