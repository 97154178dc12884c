import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Segmented, Typography } from 'antd';
import { DISPOSABLE_STATUSES, lotDisposalResource, lotResource, permissionCode } from '@foodtrace/contracts';
import { listQueryKey, usePrefilledAdd, useResourceList, withoutSearch } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage } from './common/trace-list-page';
import { DISPOSAL_TEXT as T } from './disposal/texts';

type View = keyof typeof T.views;

/** The lots to dispose of: the status is the view's own filter, so the search form leaves it out. */
const LOT_SEARCH = withoutSearch(lotResource, 'status');
const NON_CONFORMING = { status: DISPOSABLE_STATUSES.join(',') };

/**
 * 不合格品处置: the disposals (returned to the supplier, destroyed, made harmless), and under 不合格批次 every
 * rejected, held or recalled lot with what is left of it, each with 登记处置 — the register's form with the lot
 * filled in (server hooks/lot-disposal.hooks.ts keeps it to what is left). `?disposalNo=` (the trace's disposal
 * node) lists that record.
 */
export default function LotDisposalList() {
  const [view, setView] = useState<View>('records');
  const [params] = useSearchParams();
  const disposalNo = params.get('disposalNo');
  const opened = useMemo(() => (disposalNo ? { disposalNo } : undefined), [disposalNo]);
  const records = useResourceList(lotDisposalResource);
  const lots = useResourceList(lotResource);
  const add = usePrefilledAdd(lotDisposalResource, [listQueryKey(lotDisposalResource), listQueryKey(lotResource)]);
  const header = (
    <>
      <Segmented<View> value={view} onChange={setView} style={{ marginBottom: 12 }}
        options={(Object.keys(T.views) as View[]).map((k) => ({ value: k, label: T.views[k] }))} />
      <Typography.Paragraph type="secondary">{T.hint[view]}</Typography.Paragraph>
    </>
  );
  return (
    <>
      {view === 'records'
        ? <TraceListPage resource={lotDisposalResource} list={records} header={header} fixedSearch={opened} />
        : (
          <TraceListPage resource={lotResource} searchResource={LOT_SEARCH} list={lots} fixedSearch={NON_CONFORMING} header={header}
            extraActions={{
              labels: [T.dispose],
              render: (row) => Number(row.availableQty) > 0 && (
                <Has action={permissionCode(lotDisposalResource, 'add')}>
                  <Button type="link" size="small" onClick={() => add.open({ lotId: row.id })}>{T.dispose}</Button>
                </Has>
              ),
            }} />
        )}
      {add.form}
    </>
  );
}
