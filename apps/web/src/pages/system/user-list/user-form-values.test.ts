import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { UserRecord } from '@foodtrace/contracts';
import { toFormValues, toWire } from './user-form-values';

const user = {
  id: 'u1', username: 'zhangsan', realname: '张三', avatar: null, birthday: '1990-05-01', sex: 1, email: null, phone: '13800000001',
  telephone: null, orgCode: 'A01A01', orgCodeTxt: '质量管理部', status: 1, workNo: 'W1', post: 'qc,gm', userIdentity: 2,
  departIds: 'd1', relTenantIds: '1,2', createBy: 'admin', createTime: null, updateBy: null, updateTime: null,
  sex_dictText: '男', status_dictText: '正常', lockedUntil: null, roleNames: '质检员',
} satisfies UserRecord;

describe('user form values', () => {
  it('reads a record with its relations into the form', () => {
    const v = toFormValues(user, ['r1'], ['d1', 'd2']);
    expect(v).toMatchObject({ post: ['qc', 'gm'], selectedroles: ['r1'], selecteddeparts: ['d1', 'd2'], departIds: ['d1'], relTenantIds: ['1', '2'], sex: '1' });
    expect(v.birthday?.format('YYYY-MM-DD')).toBe('1990-05-01');
  });

  it('sends comma lists, never a password or username on edit, and no headed departments for a member', () => {
    const body = toWire({ ...toFormValues(user, ['r1'], ['d1']), userIdentity: 1, password: 'x' }, 'edit');
    expect(body).toMatchObject({ post: 'qc,gm', selectedroles: 'r1', selecteddeparts: 'd1', departIds: '', relTenantIds: '1,2', birthday: '1990-05-01' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('username');
  });

  it('keeps only headed departments the user belongs to, and sends the password on add', () => {
    const body = toWire({ username: 'li', password: 'Pass#word-1', confirmpassword: 'Pass#word-1', realname: '李', userIdentity: 2, selecteddeparts: ['d1'], departIds: ['d1', 'd9'], birthday: dayjs('2000-01-02') }, 'add');
    expect(body).toMatchObject({ username: 'li', password: 'Pass#word-1', departIds: 'd1', birthday: '2000-01-02' });
  });
});
