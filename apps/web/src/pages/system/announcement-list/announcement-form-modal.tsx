import { useEffect, useState } from 'react';
import { Col, DatePicker, Form, Input, Modal, Radio, Row, Spin } from 'antd';
import { FORMATS, NOTICE } from '@foodtrace/contracts';
import { DictRadioGroup, DictSelect } from '@/components/dict';
import { RichTextEditor } from '@/components/editors';
import { UserPicker } from '@/components/pickers';
import { callResult, runWrite } from '../admin-common/call';
import { announcementAdminApi } from './announcement-api';
import { NEW_ANNOUNCEMENT, toAnnouncementForm, toAnnouncementPayload, type AnnouncementFormValues } from './announcement-form-values';
import { ANNT_TEXT as T } from './texts';

export interface AnnouncementFormModalProps {
  /** null: closed; 'new': add; an id: edit that (unpublished) announcement. */
  target: 'new' | string | null;
  onClose: () => void;
  onSaved: () => void;
}

const half = { xs: 24, md: 12 } as const;

/**
 * Add / edit a notice (spec §3 Announcement): title, category, priority, recipients (everyone or chosen
 * users), validity, how it opens, abstract and the rich-text body. The server sanitises the body; the body
 * of an existing notice is loaded here because the list does not carry it.
 */
export function AnnouncementFormModal({ target, onClose, onSaved }: AnnouncementFormModalProps) {
  const [form] = Form.useForm<AnnouncementFormValues>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const editing = target !== null && target !== 'new';
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);

  useEffect(() => {
    if (target === null || target === 'new') return;
    let active = true;
    setLoading(true);
    void callResult(announcementAdminApi.get(target)).then((record) => {
      if (active && record) form.setFieldsValue(toAnnouncementForm(record));
    }).finally(() => active && setLoading(false));
    return () => { active = false; };
  }, [target, form]);

  const submit = async (values: AnnouncementFormValues) => {
    setSaving(true);
    try {
      const body = toAnnouncementPayload(values);
      const done = await runWrite(editing ? announcementAdminApi.edit({ ...body, id: target }) : announcementAdminApi.add(body));
      if (done) {
        onSaved();
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null} title={editing ? T.editTitle : T.add} width={900} onCancel={onClose} destroyOnHidden
      okText={T.ok} cancelText={T.close} confirmLoading={saving} okButtonProps={{ htmlType: 'submit', disabled: loading }}
      modalRender={(dom) => (
        <Form form={form} name="announcement-form" layout="vertical" clearOnDestroy initialValues={NEW_ANNOUNCEMENT} onFinish={(v) => void submit(v)}>{dom}</Form>
      )}
    >
      <Spin spinning={loading}>
        <Form.Item name="titile" label={T.titile} rules={[{ required: true, whitespace: true, message: T.required(T.titile) }, { max: NOTICE.titleMaxLength }]}>
          <Input maxLength={NOTICE.titleMaxLength} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}><Form.Item name="msgCategory" label={T.msgCategory} rules={[{ required: true, message: T.choose(T.msgCategory) }]}><DictRadioGroup dictCode="msg_category" /></Form.Item></Col>
          <Col {...half}><Form.Item name="priority" label={T.priority} rules={[{ required: true, message: T.choose(T.priority) }]}><DictSelect dictCode="priority" allowClear={false} /></Form.Item></Col>
          <Col {...half}><Form.Item name="startTime" label={T.startTime}><DatePicker showTime format={FORMATS.datetime} style={{ width: '100%' }} /></Form.Item></Col>
          <Col {...half}><Form.Item name="endTime" label={T.endTime}><DatePicker showTime format={FORMATS.datetime} style={{ width: '100%' }} /></Form.Item></Col>
          <Col {...half}><Form.Item name="msgType" label={T.msgType} rules={[{ required: true }]}><DictRadioGroup dictCode="msg_type" /></Form.Item></Col>
          {msgType === NOTICE.msgType.user && (
            <Col {...half}>
              <Form.Item name="userIds" label={T.userIds} rules={[{ required: true, message: T.choose(T.userIds) }]}>
                <UserPicker returnField="id" />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="openType" label={T.openType}>
              <Radio.Group options={[{ value: '', label: T.openNone }, { value: NOTICE.openType.component, label: T.openComponent }, { value: NOTICE.openType.url, label: T.openUrl }]} />
            </Form.Item>
          </Col>
          {openType && (
            <Col {...half}>
              <Form.Item name="openPage" label={T.openPage} extra={T.openPageHint} rules={[{ required: true, message: T.required(T.openPage) }]}><Input /></Form.Item>
              {openType === NOTICE.openType.component && <Form.Item name="busId" label={T.busId}><Input maxLength={50} /></Form.Item>}
            </Col>
          )}
        </Row>
        <Form.Item name="msgAbstract" label={T.msgAbstract} extra={T.abstractHint}><Input.TextArea rows={2} maxLength={NOTICE.abstractMaxLength} showCount /></Form.Item>
        <Form.Item name="msgContent" label={T.msgContent}><RichTextEditor /></Form.Item>
      </Spin>
    </Modal>
  );
}
