import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseMessage, schemaRule } from './zod-messages';

describe('parseMessage', () => {
  it("answers zod's own messages in Chinese once the module is loaded", () => {
    expect(parseMessage(z.object({ name: z.string() }).safeParse({ name: 1 }))).toBe('应为文本');
    expect(parseMessage(z.object({ name: z.string() }).safeParse({}))).toBe('不能为空');
    expect(parseMessage(z.string().max(20).safeParse('x'.repeat(21)))).toBe('长度不能超过 20 个字符');
    expect(parseMessage(z.number().min(0).safeParse(-1))).toBe('不能小于 0');
    expect(parseMessage(z.number().gt(0).safeParse(0))).toBe('必须大于 0');
    expect(parseMessage(z.array(z.string()).max(2).safeParse(['a', 'b', 'c']))).toBe('最多 2 项');
    expect(parseMessage(z.enum(['A', 'B']).safeParse('C'))).toMatch(/^无效选项/);
  });

  it('is null for a value that parses, and a schema of its own keeps its own words', () => {
    expect(parseMessage(z.string().safeParse('x'))).toBeNull();
    expect(parseMessage(z.string().min(2, '至少 2 个字').safeParse('x'))).toBe('至少 2 个字');
  });
});

describe('schemaRule', () => {
  const check = (rule: ReturnType<typeof schemaRule>, value: unknown) =>
    (rule.validator as (r: unknown, v: unknown) => Promise<void>)({}, value);

  it('rejects with the schema message, and reads an empty widget as an empty text', async () => {
    const rule = schemaRule(z.string().min(1, '请输入用户名'));
    await expect(check(rule, undefined)).rejects.toThrow('请输入用户名');
    await expect(check(rule, 'admin')).resolves.toBeUndefined();
  });

  it('checks the value the server will be sent when given how to convert it', async () => {
    const rule = schemaRule(z.number().int('请输入整数'), (v) => Number(v));
    await expect(check(rule, '2.5')).rejects.toThrow('请输入整数');
    await expect(check(rule, '3')).resolves.toBeUndefined();
  });
});
