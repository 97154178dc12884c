import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, Form, Input, Modal, Radio, Space, Tooltip } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { FORMATS, RECALL_REASON_MAX, RECALL_TYPE, type RecallType } from '@foodtrace/contracts';
import { afterToday, dateTimeValue } from '@/lib/date-values';
import { feedback } from '@/lib/feedback';
import { LotPickerModal } from '../traceability/lot-picker-modal';
import { callResult } from './call';
import { foodtraceApi } from './foodtrace-api';
import type { RecallAnswer, RecallStart } from './api-types';
import { RECALL_TEXT as T } from './recall-texts';

type Lot = { id: string; lotNo: string };
type Values = { lotId?: string; reason: string; level?: RecallStart['level']; learnedTime?: Dayjs | null };

export interface RecallModalProps {
  open: boolean;
  /** A real recall (lots and codes are flagged) or a mock one (timed, changes nothing). */
  type?: RecallType;
  /** The starting lot when the caller knows it (the trace workbench, the drill plan); otherwise the user picks one. */
  lot?: Lot | null;
  /** A reason (a drill's scenario, a finding) to start from, for the user to complete. */
  reason?: string;
  /** When the risk became known (`YYYY-MM-DD HH:mm:ss`), when the caller knows it: a decision on record; else now. */
  learnedTime?: string;
  onClose: () => void;
  onDone: (answer: RecallAnswer) => void;
}

/**
 * Starts a recall (食品召回管理办法: the level sets its deadlines) or a mock recall from a lot. A real recall
 * marks the lot and every descendant RECALLED and their codes too, and is irreversible, so the reason is
 * required; both list the consignees to notify on the recall's record.
 */
export function RecallModal({ open, type = RECALL_TYPE.real, lot, reason, learnedTime, onClose, onDone }: RecallModalProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [picked, setPicked] = useState<Lot | null>(null);
  const [picking, setPicking] = useState(false);
  const mock = type === RECALL_TYPE.mock;
  const start = lot ?? picked;
  const close = () => { setPicked(null); onClose(); };

  const submit = async ({ reason, level, learnedTime }: Values) => {
    if (!start) {
      feedback.message.warning(T.lotRequired);
      return;
    }
    setSaving(true);
    const body = { lotId: start.id, reason: reason.trim(), level: mock ? null : level, learnedTime: mock ? null : learnedTime?.format(FORMATS.datetime) ?? null };
    const answer = await callResult(mock ? foodtraceApi.mockRecall(body) : foodtraceApi.recallLot(body));
    setSaving(false);
    if (!answer) return;
    feedback.message.success(mock ? T.mockDone(answer.recallNo, answer.lotCount, answer.consigneeCount) : T.done(answer.recallNo, answer.lotCount, answer.codeCount));
    onDone(answer);
    close();
  };

  return (
    <Modal open={open} title={lot ? (mock ? T.mockTitle : T.title)(lot.lotNo) : mock ? T.startMock : T.startReal} onCancel={close}
      okText={mock ? T.okMock : T.ok} okButtonProps={{ danger: !mock }} confirmLoading={saving} onOk={() => form.submit()} destroyOnHidden width={600}>
      <Alert type={mock ? 'info' : 'warning'} showIcon title={mock ? T.mockHint : T.hint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy initialValues={{ level: '1', learnedTime: dateTimeValue(learnedTime) ?? dayjs().startOf('minute'), reason }}>
        {!lot && (
          <Form.Item label={T.lot} required>
            {/* the picked lot is a field only to be checked with the others; its message shows here */}
            <Form.Item name="lotId" noStyle rules={[{ required: true, message: T.lotRequired }]}><input type="hidden" /></Form.Item>
            <Space>
              <span className="ft-mono" data-testid="recall-lot">{picked?.lotNo ?? '—'}</span>
              <Button icon={<DatabaseOutlined />} onClick={() => setPicking(true)}>{T.pickLot}</Button>
            </Space>
          </Form.Item>
        )}
        {!mock && (
          <Form.Item name="level" label={T.level} rules={[{ required: true, message: T.levelRequired }]}>
            <Radio.Group optionType="button" buttonStyle="solid"
              options={T.levels.map((l) => ({ value: l.value, label: <Tooltip title={l.hint}>{l.label}</Tooltip> }))} />
          </Form.Item>
        )}
        {!mock && (
          <Form.Item name="learnedTime" label={T.learnedTime} extra={T.learnedTimeHint}
            rules={[{ required: true, message: T.learnedTimeRequired }, { validator: async (_, v?: Dayjs | null) => { if (v?.isAfter(dayjs())) throw new Error(T.learnedTimeFuture); } }]}>
            <DatePicker showTime format={FORMATS.datetime} style={{ width: '100%' }} disabledDate={afterToday} />
          </Form.Item>
        )}
        <Form.Item name="reason" label={mock ? T.mockReason : T.reason} rules={[{ required: true, whitespace: true, message: mock ? T.mockReasonRequired : T.reasonRequired }]}>
          <Input.TextArea rows={4} maxLength={RECALL_REASON_MAX} showCount placeholder={mock ? T.mockReasonPlaceholder : T.reasonPlaceholder} />
        </Form.Item>
      </Form>
      <LotPickerModal open={picking} onClose={() => setPicking(false)} onPick={(row) => {
        setPicked({ id: row.id, lotNo: String(row.lotNo) });
        form.setFieldValue('lotId', row.id);
        void form.validateFields(['lotId']);
        setPicking(false);
      }} />
    </Modal>
  );
}
