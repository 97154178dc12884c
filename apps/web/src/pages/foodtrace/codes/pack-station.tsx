import { useEffect, useRef, useState } from 'react';
import { Alert, Descriptions, Progress, Space, Typography } from 'antd';
import { FT_DICT, FT_PERMS, type CaseContents, type CodePackResult } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { SectionTitle } from '../common/record-detail';
import { ScanFeed, ScanField, useScanFeed } from '../common/scan-field';
import { StatusTag } from '../common/status-tag';
import { CaseItemsTable } from './case-items-table';
import { CodeLink } from './code-link';
import { CODE_TEXT as T } from './texts';

const OUTCOME_COLOR = { case: 'purple', packed: 'green', already: 'blue', refused: 'red' } as const;

export interface PackStationProps {
  /** A case code to open first (from its CodeView); the station otherwise starts with the first case scanned. */
  caseCode?: string | null;
  /** After anything was packed or taken out (the caller's lists may show it). */
  onChange?: () => void;
}

/**
 * 装箱关联 (in its drawer, and at the scanning station): scan a case's label, then the labels of the items going into it, then the next
 * case. Each answer is in the feed; the open case shows its fill and its items, each of which can be taken out
 * again (拆出) while the case has not shipped. The case stays open between scans: every call carries it.
 */
export function PackStation({ caseCode, onChange }: PackStationProps) {
  const [current, setCurrent] = useState<CaseContents | null>(null);
  const { feed, heard } = useScanFeed<CodePackResult>();
  // the case the next scan goes to: set by each answer, read by the next queued scan (before React re-renders)
  const caseId = useRef<string | null>(null);
  const show = (c: CaseContents | null) => { caseId.current = c?.id ?? null; setCurrent(c); };

  useEffect(() => {
    if (caseCode) void callResult(foodtraceApi.caseContents(caseCode)).then((c) => { if (c) show(c); });
  }, [caseCode]);

  const scan = async (inputs: string[]) => {
    const answer = await callResult(foodtraceApi.packCodes(caseId.current, inputs));
    if (!answer) return;
    show(answer.case);
    heard(answer.results);
    if (answer.results.some((r) => r.outcome === 'packed')) onChange?.();
  };
  const unpack = async (id: string) => {
    if (!current || !await callResult(foodtraceApi.unpackCodes(current.id, [id]), { success: true })) return;
    const fresh = await callResult(foodtraceApi.caseContents(current.code));
    if (fresh) show(fresh);
    onChange?.();
  };
  const n = current?.items.length ?? 0;
  const per = current?.perCase ?? 0;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{T.packHint}</Typography.Text>
      <Has action={FT_PERMS.codePack}>
        <ScanField placeholder={T.packPlaceholder} onScan={scan} autoFocus />
      </Has>
      <ScanFeed header={T.packResults} answers={feed} tag={(r) => ({ color: OUTCOME_COLOR[r.outcome], text: T.packOutcome[r.outcome] })} />
      <SectionTitle>{T.currentCase}</SectionTitle>
      {!current ? <Alert type="info" showIcon title={T.noCase} /> : (
        <>
          {current.shipmentNo && <Alert type="warning" showIcon title={T.caseShipped(current.shipmentNo)} />}
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={[
            { key: 'code', label: T.currentCase, children: <Space><CodeLink code={current.code} /><StatusTag dictCode={FT_DICT.codeStatus} value={current.status} /></Space> },
            { key: 'lot', label: T.lotNo, children: <span className="ft-mono">{current.lotNo}</span> },
            { key: 'product', label: T.product, children: current.productName ?? '—' },
            {
              key: 'fill', label: T.perCase, children: (
                <Space size={8}>
                  <Progress size="small" style={{ width: 120, margin: 0 }} showInfo={false} percent={per ? Math.min(100, (n / per) * 100) : 0} status={n >= per ? 'success' : 'active'} />
                  <span>{T.caseFill(n, per)}</span>
                </Space>
              ),
            },
          ]} />
          <CaseItemsTable contents={current} onUnpack={current.shipmentNo ? undefined : unpack} />
        </>
      )}
    </Space>
  );
}
