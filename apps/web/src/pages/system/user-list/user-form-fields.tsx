import { DatePicker, Form, Input, Radio, Select, TreeSelect, type FormInstance } from 'antd';
import { DICT, MOBILE_RULE, RESERVED_USERNAME_TEXT, USERNAME_RULE, isReservedUsername } from '@foodtrace/contracts';
import { newPasswordRule } from '@/lib/new-password-rule';
import { DictSelect } from '@/components/dict';
import { ImageUpload } from '@/components/upload';
import { userApi } from './user-api';
import { departTitles, useUserFormOptions } from './user-options';
import { ADMIN_TEXT } from '../admin-common/texts';
import { USER_TEXT } from './texts';
import type { UserFormValues } from './user-form-values';
import { confirmPasswordRules } from '@/lib/confirm-password-rules';

type Mode = 'add' | 'edit' | 'detail';

/** An async rule: the value must be free among users (GET /sys/user/checkOnlyUser, signed-in only). */
const unique = (key: 'username' | 'phone' | 'email' | 'workNo', userId?: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (!value) return;
    const res = await userApi.checkOnly({ [key]: value, ...(userId ? { id: userId } : {}) }).catch(() => null);
    if (res && !res.success) throw new Error(res.message);
  },
  validateTrigger: 'onBlur',
});

export interface UserFormFieldsProps { form: FormInstance<UserFormValues>; mode: Mode; userId?: string }

/** The fields of the user drawer (spec §3, §5 rules; the server checks the same rules again). */
export function UserFormFields({ form, mode, userId }: UserFormFieldsProps) {
  const options = useUserFormOptions(true);
  const identity = Form.useWatch('userIdentity', form);
  const chosen: string[] = Form.useWatch('selecteddeparts', form) ?? [];
  const titles = departTitles(options.departTree);
  const adding = mode === 'add';
  const T = USER_TEXT;

  return (
    <>
      <Form.Item name="username" label={T.username} required={adding} validateFirst
        rules={adding ? [{ required: true, message: T.enterUsername }, { pattern: USERNAME_RULE.regex, message: USERNAME_RULE.message }, { validator: async (_r, v: string | undefined) => { if (v && isReservedUsername(v)) throw new Error(RESERVED_USERNAME_TEXT); } }, unique('username')] : []}>
        <Input disabled={!adding} autoComplete="off" />
      </Form.Item>
      {adding && (
        <>
          <Form.Item name="password" label={T.password} rules={[{ required: true, message: T.enterPassword }, newPasswordRule]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="confirmpassword" label={T.confirmPassword} dependencies={['password']} rules={confirmPasswordRules(T.confirmPasswordRequired)}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Form.Item name="realname" label={T.realname} rules={[{ required: true, message: ADMIN_TEXT.enter(T.realname) }, { max: 100 }]}><Input /></Form.Item>
      <Form.Item name="workNo" label={T.workNo} rules={[{ max: 100 }, unique('workNo', userId)]}><Input /></Form.Item>
      <Form.Item name="post" label={T.post}><Select mode="multiple" allowClear options={options.positions} placeholder={T.select} optionFilterProp="label" /></Form.Item>
      <Form.Item name="selectedroles" label={T.roles}><Select mode="multiple" allowClear options={options.roles} placeholder={T.select} optionFilterProp="label" /></Form.Item>
      <Form.Item name="selecteddeparts" label={T.departs}>
        <TreeSelect multiple allowClear treeData={options.departTree} placeholder={T.select} treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }} />
      </Form.Item>
      <Form.Item name="userIdentity" label={T.identity} initialValue={1}>
        <Radio.Group options={[{ value: 1, label: T.identityMember }, { value: 2, label: T.identityHead }]} />
      </Form.Item>
      {identity === 2 && (
        <Form.Item name="departIds" label={T.headOf}>
          <Select mode="multiple" allowClear placeholder={T.select} options={chosen.map((id) => ({ value: id, label: titles.get(id) ?? id }))} />
        </Form.Item>
      )}
      <Form.Item name="relTenantIds" label={T.tenants}><Select mode="multiple" allowClear options={options.tenants} placeholder={T.select} /></Form.Item>
      <Form.Item name="avatar" label={T.avatar}><ImageUpload biz="avatar" maxCount={1} /></Form.Item>
      <Form.Item name="birthday" label={T.birthday}><DatePicker style={{ width: '100%' }} /></Form.Item>
      <Form.Item name="sex" label={T.sex}><DictSelect dictCode={DICT.sex} /></Form.Item>
      <Form.Item name="email" label={T.email} rules={[{ type: 'email', message: ADMIN_TEXT.emailInvalid }, unique('email', userId)]}><Input /></Form.Item>
      <Form.Item name="phone" label={T.phone} rules={[{ pattern: MOBILE_RULE.regex, message: MOBILE_RULE.message }, unique('phone', userId)]}><Input /></Form.Item>
      <Form.Item name="telephone" label={T.telephone} rules={[{ max: 45 }]}><Input /></Form.Item>
    </>
  );
}
