import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { AlertOutlined, AuditOutlined } from '@ant-design/icons';
import { FT_DICT, FT_PERMS, LOT_STATUS, TRANSIT_TEXT, lotReachText, type TransitTemperature, type TripKind } from '@foodtrace/contracts';
import { DictSelect } from '@/components/dict';
import { runWrite } from '@/lib/http';
import { Has } from '@/lib/permissions';
import { foodtraceApi } from '../common/foodtrace-api';
import { LotTraceLink } from '../common/lot-trace-link';
import { RecallModal } from '../common/recall-modal';
import { TRANSIT_PAGE_TEXT as T } from './transit-texts';

interface Values { resolution?: string; note?: string }

/**
 * 评估结论 of a trip out of its limits: what the quality department decided, by whom and when — or, until then, that
 * it waits for one, with 登记评估 for those who record inspections (the ones the 站内消息 told). `onSaved`: reload.
 */
export function TransitReview({ kind, id, transit: t, onSaved }: { kind: TripKind; id: string; transit: TransitTemperature; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [recalling, setRecalling] = useState<{ id: string; lotNo: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  // where the delivery's raw lot stands because of it: held while waiting, rejected by a decision that turned it away
  const held = t.lot && (t.lot.status === LOT_STATUS.rejected || t.lot.status === LOT_STATUS.recalled || (!t.review && t.lot.status === LOT_STATUS.hold)) ? TRANSIT_TEXT.lotNow(t.lot) : undefined;
  // and what was already made of it before the readings came in: what else the decision has to weigh
  const reach = t.lot?.reach && (
    <div data-testid="transit-lot-reach">
      {T.review.reach}{lotReachText(t.lot.reach)}{' '}
      <LotTraceLink lotId={t.lot.id} dir="forward">{T.review.traceForward}</LotTraceLink>
    </div>
  );
  if (t.review) {
    const r = t.review;
    // a decision to recall is carried out from here, for those who may start one: each lot not yet recalled
    const recall = t.recall?.lots.length ? (
      <Has action={FT_PERMS.lotRecall}>
        <Space wrap size={8} data-testid="transit-recall">
          {t.recall.lots.map((l) => <Button key={l.id} size="small" danger icon={<AlertOutlined />} onClick={() => setRecalling(l)}>{T.review.recall(l.lotNo)}</Button>)}
        </Space>
      </Has>
    ) : null;
    // a shipment's lots all recalled since (a delivery's raw lot says so itself, above): done, but no all-clear
    const recalled = t.recall && !t.recall.lots.length && !t.lot ? <div>{T.review.allRecalled}</div> : null;
    return (
      <>
        <Alert type={held || recall || recalled ? 'warning' : 'success'} showIcon title={T.review.done(r.resolutionText)} data-testid="transit-review"
          description={<>{T.review.by(r.note, r.by, r.time)}{held && <div>{held}</div>}{recalled}{reach}</>} action={recall} />
        <RecallModal open={recalling !== null} lot={recalling} reason={t.recall?.reason} learnedTime={t.recall?.learnedTime}
          onClose={() => setRecalling(null)} onDone={onSaved} />
      </>
    );
  }
  const submit = async (v: Values) => {
    setSaving(true);
    // the answer carries no record: whether it was done is all there is to read
    const done = await runWrite(foodtraceApi.reviewTransit(kind, { id, resolution: v.resolution!, note: v.note?.trim() || null }));
    setSaving(false);
    if (!done) return;
    setOpen(false);
    onSaved();
  };
  return (
    <>
      <Alert type="error" showIcon title={T.review.waiting} description={(held || reach) && <>{held && <div>{held}</div>}{reach}</>} data-testid="transit-review"
        action={<Has action={FT_PERMS.checkoutRecord}><Button size="small" icon={<AuditOutlined />} onClick={() => setOpen(true)}>{T.review.record}</Button></Has>} />
      <Modal open={open} title={T.review.title} onCancel={() => setOpen(false)} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden width={560}>
        <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy>
          <Form.Item name="resolution" label={T.review.resolution} rules={[{ required: true, message: T.review.resolutionRequired }]}>
            <DictSelect dictCode={FT_DICT.transitResolution} />
          </Form.Item>
          <Form.Item name="note" label={T.review.note}><Input.TextArea rows={3} maxLength={500} showCount placeholder={T.review.notePlaceholder} /></Form.Item>
        </Form>
      </Modal>
    </>
  );
}
