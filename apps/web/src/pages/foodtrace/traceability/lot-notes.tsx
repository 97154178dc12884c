import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { LOT_NOTES, lotResource, permissionCode, type LotWarnings } from '@foodtrace/contracts';
import { usePermission } from '@/lib/permissions';
import { foodtraceApi } from '../common/foodtrace-api';
import { TRACE_TEXT } from './texts';

/**
 * What the lot's record tells that an investigation weighs (the lot's detail, GET /foodtrace/lot/detail): a
 * 质量暂扣 in force, the critical limits its run missed, a raw lot that arrived outside its 贮存条件, a supplier past its review when
 * it delivered or suspended since. In the order a reader goes back along the chain; none, nothing shown.
 */
export function lotNotes(d: LotWarnings): string[] {
  return [
    // the lot's own hold (质量暂扣) first: it is why the lot may not go on now
    d.qualityHold,
    ...(d.ccpDeviations.length ? [TRACE_TEXT.ccpDeviated(d.ccpDeviations, d.ccpPending)] : []),
    ...LOT_NOTES.filter((note) => note !== 'qualityHold').map((note) => d[note]),
  ].filter((s): s is string => Boolean(s));
}

/** The lot's notes in the trace drawer, for a user who may open the lot's detail (批次查看). */
export function LotNotes({ lotId }: { lotId: string }): ReactNode {
  const may = usePermission(permissionCode(lotResource, 'queryById')) !== 'hidden';
  const detail = useQuery({ queryKey: ['foodtrace', 'lot-detail', lotId], queryFn: () => foodtraceApi.lotDetail(lotId), enabled: may });
  const notes = detail.data?.success ? lotNotes(detail.data.result) : [];
  if (!notes.length) return null;
  return (
    <Alert type="warning" showIcon title={TRACE_TEXT.lotNotes} data-testid="lot-notes"
      description={notes.length === 1 ? notes[0] : <ul className="trace-lot-notes">{notes.map((n) => <li key={n}>{n}</li>)}</ul>} />
  );
}
