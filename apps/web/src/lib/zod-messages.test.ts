import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseMessage } from './zod-messages';

describe('parseMessage', () => {
  it("answers zod's own messages in Chinese once the module is loaded", () => {
    expect(parseMessage(z.object({ name: z.string() }).safeParse({ name: 1 }))).toBe('无效输入：期望 string，实际接收 数字');
    expect(parseMessage(z.enum(['A', 'B']).safeParse('C'))).toMatch(/^无效选项/);
  });

  it('is null for a value that parses, and a schema of its own keeps its own words', () => {
    expect(parseMessage(z.string().safeParse('x'))).toBeNull();
    expect(parseMessage(z.string().min(2, '至少 2 个字').safeParse('x'))).toBe('至少 2 个字');
  });
});
