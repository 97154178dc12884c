import { describe, expect, it } from 'vitest';
import { roleChoices } from './user-options';

describe('roleChoices', () => {
  it('greys out, and says so, the roles the signed-in user may not hand out', () => {
    expect(roleChoices([
      { id: 'a', roleName: '管理员', roleCode: 'admin', assignable: false },
      { id: 'q', roleName: '质检员', roleCode: 'qc', assignable: true },
      { id: 'o', roleName: '旧接口角色', roleCode: 'old' },
    ])).toEqual([
      { value: 'a', label: '管理员（无权分配）', disabled: true },
      { value: 'q', label: '质检员' },
      { value: 'o', label: '旧接口角色' },
    ]);
  });
});
