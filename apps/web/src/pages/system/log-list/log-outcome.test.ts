import { describe, expect, it } from 'vitest';
import { logOutcome, withoutOutcome } from './log-outcome';

describe('log outcome', () => {
  it('reads how an operation or a sign-in ended', () => {
    expect(logOutcome('添加职务「质量主管」：成功')).toBe('success');
    expect(logOutcome('添加职务「质量主管」：失败（职务编码已存在）')).toBe('failure');
    expect(logOutcome('用户名: admin, 登录成功！')).toBe('success');
    expect(logOutcome('用户名: bob, 登录失败（用户名或密码错误）')).toBe('failure');
    expect(logOutcome('用户名: bob, 被 admin 强制退出')).toBe('ended');
    expect(logOutcome('导出产品 12 行')).toBeNull();
  });

  it('leaves the outcome to the tag', () => {
    expect(withoutOutcome('添加职务「质量主管」：成功')).toBe('添加职务「质量主管」');
    expect(withoutOutcome('删除职务（ID 1）：失败（该职务已被使用）')).toBe('删除职务（ID 1）');
    expect(withoutOutcome('用户名: admin, 登录成功！')).toBe('用户名: admin, 登录成功！');
  });
});
