import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, Row } from 'antd';
import { ACCOUNT_RULES, ACCOUNT_TEXT, FORMATS, type AccountProfile } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { DictRadioGroup } from '@/components/dict';
import { ImageUpload } from '@/components/upload';
import { feedback } from '@/lib/feedback';
import { accountApi } from '../account-api';
import { ACCOUNT_PAGE_TEXT as T } from '../texts';
import { PROFILE_QUERY_KEY } from '../use-profile';
import { toProfileForm, toProfilePayload, type ProfileFormValues } from './profile-form-values';

/**
 * 基本设置: the user's own name, avatar (uploaded into the avatar folder), e-mail, mobile, sex and birthday.
 * Saving updates the header at once (the session's user info).
 */
export function BaseSettings({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  const setUserInfo = useSessionStore((s) => s.setUserInfo);
  const [saving, setSaving] = useState(false);

  const submit = async (values: ProfileFormValues) => {
    setSaving(true);
    const res = await accountApi.saveProfile(toProfilePayload(values)).catch(() => null);
    setSaving(false);
    if (!res) return; // the http client reported a transport error
    if (!res.success) {
      feedback.message.warning(res.message);
      return;
    }
    feedback.message.success(res.message);
    setUserInfo(res.result);
    await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  };

  return (
    <Form name="account-base" layout="vertical" initialValues={toProfileForm(profile)} onFinish={(v) => void submit(v)} style={{ maxWidth: 900 }}>
      <Row gutter={48}>
        <Col xs={24} md={14}>
          <Form.Item label={T.username}><Input value={profile.username} disabled /></Form.Item>
          <Form.Item name="realname" label={T.realname} rules={[{ required: true, whitespace: true, message: ACCOUNT_TEXT.realnameRequired }, { max: 100 }]}><Input /></Form.Item>
          <Form.Item name="email" label={T.email} rules={[{ type: 'email', message: ACCOUNT_TEXT.emailInvalid }, { max: 100 }]}><Input /></Form.Item>
          <Form.Item name="phone" label={T.phone} rules={[{ pattern: ACCOUNT_RULES.mobile, message: ACCOUNT_TEXT.mobileInvalid }]}><Input maxLength={11} /></Form.Item>
          <Form.Item name="sex" label={T.sex}><DictRadioGroup dictCode="sex" /></Form.Item>
          <Form.Item name="birthday" label={T.birthday}><DatePicker format={FORMATS.date} style={{ width: '100%' }} /></Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>{T.save}</Button>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="avatar" label={T.avatar}><ImageUpload biz="avatar" maxCount={1} text={T.changeAvatar} /></Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
