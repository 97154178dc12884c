import { describe, expect, it } from 'vitest';
import { parseCondition } from './condition.ts';

describe('parseCondition (spec §5: a JSON object string over whitelisted fields)', () => {
  const allowed = ['code', 'status'];
  it('reads an object of field → scalar', () => {
    expect(parseCondition('{"code":"B01","status":1}', allowed)).toEqual({ code: 'B01', status: 1 });
    expect(parseCondition('', allowed)).toEqual({});
    expect(parseCondition(undefined, allowed)).toEqual({});
  });
  it.each([
    ['not json', 'JSON 对象'],
    ['[1,2]', 'JSON 对象'],
    ['"text"', 'JSON 对象'],
    ['null', 'JSON 对象'],
    ['{"password":"x"}', '不支持字段 password'],
    ['{"code":{"$ne":1}}', '只能是文本或数字'],
  ])('refuses %s', (text, message) => {
    expect(() => parseCondition(text, allowed)).toThrow(message);
  });
});
