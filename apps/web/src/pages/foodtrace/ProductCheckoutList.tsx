import { useState } from 'react';
import { Button } from 'antd';
import { AuditOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  CHECKOUT_SCOPE, FORMATS, FT_PERMS, INSPECTION_RESULT, INSPECTION_STAGE, LIST_SCOPE_KEY, LOT_DISPOSAL_METHOD, RETAINED_SAMPLE_TEXT,
  checkoutResource, isSampleDue, lotDisposalResource,
} from '@foodtrace/contracts';
import { listQueryKey, usePrefilledAdd, useRefDetailsCell, useResourceList, withoutSearch, worklistOf, type ResourceRow } from '@/crud';
import { feedback } from '@/lib/feedback';
import { Has } from '@/lib/permissions';
import { CheckoutDetailDrawer } from './checkout/checkout-detail-drawer';
import { CheckoutRecordDrawer } from './checkout/checkout-record-drawer';
import { SampleLabelSheet } from './checkout/sample-labels';
import { CHECKOUT_TEXT as T, SAMPLE_TEXT } from './checkout/texts';
import { worklistAct } from './common/register-with-worklist';
import { TraceListPage } from './common/trace-list-page';
import { useViewSwitch } from './common/view-switch';
import { SAMPLE_CELLS } from './common/due-dates';
import { useRecordParam } from './common/use-record-param';

const VIEWS = ['records', 'samples', 'samplesDue'] as const;

/** The records' search leaves out 留样位置: that is the 留样台账's. */
const RECORDS_SEARCH = withoutSearch(checkoutResource, 'sampleLocation');

/**
 * 留样台账: the samples still kept (the server's scope: releases with a sample, of lots with stock left), soonest
 * 留样至 first — the lab's register of what is in the sample room, where, and what is due for destruction; 留样到期:
 * those past their 留样至 (the home page's figure). The scopes hold only passing 出厂检验; naming them in the filter
 * too takes 检验类别 and 检验结论 off its search form.
 */
const sampleList = (scope: string) => worklistOf(checkoutResource,
  { [LIST_SCOPE_KEY]: scope, stage: INSPECTION_STAGE.final, result: INSPECTION_RESULT.pass },
  ['lotId', 'sampleQty', 'sampleLocation', 'sampleUntil', 'inspectedTime', 'inspector'],
  { column: 'sampleUntil', order: 'asc' });
const SAMPLE_VIEWS = { samples: sampleList(CHECKOUT_SCOPE.samplesKept), samplesDue: sampleList(CHECKOUT_SCOPE.samplesDue) };

const today = () => dayjs().format(FORMATS.date);

/**
 * 质检记录 (spec §2.3 ProductCheckoutList): inspections with coloured conclusions; 登记检验 records one with its
 * items and report, which releases, rejects or holds the lot. ?id= opens an inspection. Under 留样台账 the retained
 * samples, and on one past its 留样至 登记销毁: the 不合格品处置 form with the lot, the sample and the reason filled
 * in (the server keeps a sample until its 留样至, hooks/lot-disposal.hooks.ts).
 */
export default function ProductCheckoutList() {
  const { view, header } = useViewSwitch(VIEWS, SAMPLE_TEXT);
  const records = useResourceList(checkoutResource, undefined, { enabled: view === 'records' });
  const kept = useResourceList(SAMPLE_VIEWS.samples.resource, SAMPLE_VIEWS.samples.filter, { enabled: view === 'samples' });
  const due = useResourceList(SAMPLE_VIEWS.samplesDue.resource, SAMPLE_VIEWS.samplesDue.filter, { enabled: view === 'samplesDue' });
  // the two registers of samples are one list but for their scope: each keeps its own page and search
  const [SAMPLES, samples] = view === 'samplesDue' ? [SAMPLE_VIEWS.samplesDue, due] : [SAMPLE_VIEWS.samples, kept];
  // a sample is looked for by its product: the lot's product and status under its number
  const lotCell = useRefDetailsCell(SAMPLES.resource, 'lotId', samples.records);
  const destroy = usePrefilledAdd(lotDisposalResource, [listQueryKey(lotDisposalResource), listQueryKey(checkoutResource)]);
  const [detailId, showDetail] = useRecordParam();
  const [recording, setRecording] = useState(false);
  const [labelling, setLabelling] = useState<ResourceRow[] | null>(null);
  const printLabels = () => {
    if (!samples.selectedRows.length) feedback.message.warning(SAMPLE_TEXT.selectFirst);
    else setLabelling(samples.selectedRows);
  };
  return (
    <>
      {view === 'records'
        ? (
          <TraceListPage resource={checkoutResource} searchResource={RECORDS_SEARCH} list={records} header={header} onDetail={(row) => showDetail(row.id)}
            toolbarExtra={(
              <Has action={FT_PERMS.checkoutRecord}>
                <Button type="primary" ghost icon={<AuditOutlined />} onClick={() => setRecording(true)}>{T.record}</Button>
              </Has>
            )} />
        )
        : (
          <TraceListPage key={view} resource={SAMPLES.resource} searchResource={SAMPLES.searchResource} fixedSearch={SAMPLES.filter} list={samples} header={header}
            renderers={{ ...SAMPLE_CELLS, ...lotCell }} onDetail={(row) => showDetail(row.id)}
            toolbarExtra={<Button icon={<PrinterOutlined />} onClick={printLabels}>{SAMPLE_TEXT.printLabels}</Button>}
            extraActions={worklistAct(lotDisposalResource, SAMPLE_TEXT.destroy, (row) => isSampleDue(row.sampleUntil as string | null, today()), (row) => destroy.open({
              lotId: row.lotId, method: LOT_DISPOSAL_METHOD.destroyed, quantity: row.sampleQty,
              reason: RETAINED_SAMPLE_TEXT.destroyedReason(String(row.sampleUntil)),
            }))} />
        )}
      <CheckoutRecordDrawer open={recording} onClose={() => setRecording(false)} onSaved={() => void records.reload()} />
      <CheckoutDetailDrawer id={detailId} onClose={() => showDetail(null)} />
      {destroy.form}
      <SampleLabelSheet rows={labelling} onClose={() => setLabelling(null)} />
    </>
  );
}
