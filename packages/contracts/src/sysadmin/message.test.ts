import { describe, expect, it } from 'vitest';
import { isEmailAddress, parseMessageParams, renderTemplate, splitReceivers, templateParams } from './message.ts';

describe('message templates', () => {
  it('names each placeholder once, in order of first use', () => {
    expect(templateParams('${a}，${b_1} 与 ${a}；$a、${1x}、${} 不是参数')).toEqual(['a', 'b_1']);
  });

  it('fills every placeholder, and names the ones without a value', () => {
    expect(renderTemplate('${lotNo} 批次（${product}）', { lotNo: 'L1', product: '生鲜乳' })).toEqual({ text: 'L1 批次（生鲜乳）', missing: [] });
    expect(renderTemplate('${lotNo} 批次（${product}）', { lotNo: 'L1' })).toEqual({ text: 'L1 批次（${product}）', missing: ['product'] });
    // a value is text: a placeholder inside a value is not filled again
    expect(renderTemplate('${a}${b}', { a: '${b}', b: 'x' }).text).toBe('${b}x');
  });

  it('takes a flat JSON object of texts, numbers and yes/no only', () => {
    expect(parseMessageParams('{"a":"x","n":3,"ok":true}')).toEqual({ a: 'x', n: '3', ok: 'true' });
    for (const bad of ['', '[1]', '"x"', 'null', '{"a":{"b":1}}', '{"a":[1]}', '{"a":null}', '{a:1}']) expect(parseMessageParams(bad), bad).toBeNull();
  });

  it('splits receivers on commas of either width, semicolons and spaces, each once', () => {
    expect(splitReceivers(' a@x.cn，b@x.cn; a@x.cn\nc ')).toEqual(['a@x.cn', 'b@x.cn', 'c']);
    expect(splitReceivers(' , ')).toEqual([]);
  });

  it('accepts a plain address and nothing that could carry a header or a display name', () => {
    for (const ok of ['qa@xianyuan.cn', 'zhou.min+qa@mail.example.com.cn']) expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of ['qa@xianyuan', 'a b@x.cn', 'a@x.cn\r\nBcc: y@z.cn', '"A" <a@x.cn>', 'a@@x.cn', '@x.cn', 'a@x..cn']) expect(isEmailAddress(bad), bad).toBe(false);
  });
});
