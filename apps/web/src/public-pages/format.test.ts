import { describe, expect, it } from 'vitest';
import { adIdFromSearch, codeFromSearch, fileUrl, paramsLine, regionList, safeLink, suggestError, telHref, verdictOf } from './format';

describe('consumer page helpers', () => {
  it('reads the code from ?code= or ?c=', () => {
    expect(codeFromSearch('?code=%20K7QF2M9XPA00%20')).toBe('K7QF2M9XPA00');
    expect(codeFromSearch('?c=K7QF2M9XPA00')).toBe('K7QF2M9XPA00');
    expect(codeFromSearch('')).toBeNull();
    expect(adIdFromSearch('?id=abc')).toBe('abc');
    expect(adIdFromSearch('?id=')).toBeNull();
  });

  it('lists shipped-to regions once each', () => {
    expect(regionList([{ province: '安徽省', city: '合肥市' }, { province: '安徽省', city: '合肥市' }, { province: '上海市', city: '上海市' }, { province: null, city: null }]))
      .toEqual(['安徽省合肥市', '上海市']);
    expect(regionList(undefined)).toEqual([]);
  });

  it('lets only http(s) links out', () => {
    expect(safeLink('https://www.example.com/a')).toBe('https://www.example.com/a');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });

  it('dials the producer\'s phone with digits only', () => {
    expect(telHref('0571-8888 6666')).toBe('tel:057188886666');
    expect(telHref('+86 138 0000 0000')).toBe('tel:+8613800000000');
    expect(telHref('见包装')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('addresses stored files under the public static path', () => {
    expect(fileUrl('/api', 'report/2026/r 1.pdf')).toBe('/api/sys/common/static/report/2026/r%201.pdf');
    expect(fileUrl('/api/', 'https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(fileUrl('/api', null)).toBeNull();
  });

  it('checks the suggestion like the server', () => {
    expect(suggestError({ content: ' 太甜 ', contact: '' })).toBe('反馈内容至少 5 个字');
    expect(suggestError({ content: '包装破损，牛奶漏了', contact: '' })).toBeNull();
    expect(suggestError({ content: 'x'.repeat(501), contact: '' })).toBe('反馈内容最多 500 个字');
    expect(suggestError({ content: '包装破损，牛奶漏了', contact: '1'.repeat(51) })).toBe('联系方式最多 50 个字');
  });

  it('reads steps and statuses', () => {
    expect(paramsLine([{ name: '杀菌温度', value: '93.5', unit: '℃' }, { name: '保持时间', value: '300', unit: 's' }])).toBe('杀菌温度 93.5℃ · 保持时间 300s');
    expect(verdictOf({ status: 'ACTIVE' })).toEqual({ tone: 'ok', title: '追溯码验证通过' });
    // past its 保质期至 the code is still genuine, but the verdict is never the plain green pass
    expect(verdictOf({ status: 'ACTIVE', expired: true })).toEqual({ tone: 'warn', title: '追溯码有效，但产品已过保质期' });
    expect(verdictOf({ status: 'RECALLED' })).toEqual({ tone: 'bad', title: '追溯码有效，但产品已召回' });
    expect(verdictOf({ status: 'VOID' })).toEqual({ tone: 'bad', title: '追溯码已作废' });
    expect(verdictOf({ status: 'UNKNOWN', wrongLength: true })).toEqual({ tone: 'warn', title: '追溯码位数有误' });
    expect(verdictOf({ status: 'UNKNOWN' })).toEqual({ tone: 'bad', title: '未查询到该追溯码' });
  });
});
