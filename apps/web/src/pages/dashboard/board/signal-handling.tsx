import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Tag, Tooltip } from 'antd';
import { FT_DICT, FT_PERMS, type SignalHandling, type SignalKind } from '@foodtrace/contracts';
import { DictSelect, dictText, useDictItems } from '@/components/dict';
import { Has } from '@/lib/permissions';
import { callResult } from '@/pages/foodtrace/common/call';
import { dashboardApi } from './dashboard-api';
import { BOARD_TEXT as T } from './texts';

export interface SignalTarget { kind: SignalKind; code: string }

/** A signal's 处理 cell: how it was settled (who, when, the note on hover), or the button that settles it. */
export function HandledCell({ handled, target, onHandle }: { handled: SignalHandling | null; target: SignalTarget; onHandle: (t: SignalTarget) => void }) {
  const { data: resolutions } = useDictItems(FT_DICT.signalResolution);
  if (handled) {
    return (
      <Tooltip title={[T.handledBy(handled.by, handled.time), handled.note].filter(Boolean).join('：')}>
        <Tag color="green">{dictText(resolutions, handled.resolution) || handled.resolution}</Tag>
      </Tooltip>
    );
  }
  return <Has action={FT_PERMS.signalHandle}><Button size="small" type="link" onClick={() => onHandle(target)}>{T.handle}</Button></Has>;
}

/** The 处理 dialog: a conclusion from the dictionary and a note; the signal comes back if the code is scanned again. */
export function HandleSignalModal({ target, onClose, onDone }: { target: SignalTarget | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ resolution: string; note?: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async (v: { resolution: string; note?: string }) => {
    if (!target) return;
    setSaving(true);
    const done = await callResult(dashboardApi.handleSignal({ ...target, resolution: v.resolution, note: v.note?.trim() || null }), { success: true });
    setSaving(false);
    if (done === null) return;
    onDone();
    onClose();
  };
  return (
    <Modal open={Boolean(target)} title={target ? T.handleTitle(target.code) : ''} onCancel={onClose} onOk={() => form.submit()}
      confirmLoading={saving} destroyOnHidden width={520}>
      <Alert type="info" showIcon title={T.handleHint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy>
        <Form.Item name="resolution" label={T.resolution} rules={[{ required: true, message: T.resolutionRequired }]}>
          <DictSelect dictCode={FT_DICT.signalResolution} />
        </Form.Item>
        <Form.Item name="note" label={T.note}><Input.TextArea rows={3} maxLength={500} placeholder={T.notePlaceholder} /></Form.Item>
      </Form>
    </Modal>
  );
}
