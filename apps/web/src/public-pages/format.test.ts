import { describe, expect, it } from 'vitest';
import { adIdFromSearch, codeFromSearch, fileUrl, paramsLine, minuteText, regionList, regionText, safeLink, suggestErrors, telHref, verdictOf } from './format';

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

  it('checks the suggestion like the server, each field on its own, and the contact as one that can be answered', () => {
    const text = '包装破损，牛奶漏了';
    expect(suggestErrors({ content: ' 太甜 ', contact: '' })).toEqual({ content: '反馈内容至少 5 个字' });
    expect(suggestErrors({ content: text, contact: '' })).toEqual({});
    expect(suggestErrors({ content: 'x'.repeat(501), contact: '' })).toEqual({ content: '反馈内容最多 500 个字' });
    expect(suggestErrors({ content: text, contact: '1'.repeat(51) })).toEqual({ contact: '联系方式最多 50 个字' });
    for (const ok of ['13800000000', '138 0000 0000', '+86 138-0000-0000', 'wang.li@example.com.cn']) expect(suggestErrors({ content: text, contact: ok }), ok).toEqual({});
    for (const bad of ['12345', '1380000000', 'wang@', '微信 wx123']) expect(suggestErrors({ content: text, contact: bad }), bad).toEqual({ contact: '请填写正确的手机号或邮箱' });
    expect(suggestErrors({ content: '太甜', contact: 'x' })).toEqual({ content: '反馈内容至少 5 个字', contact: '请填写正确的手机号或邮箱' });
  });

  it('reads regions and step times as a consumer does', () => {
    expect(regionText('浙江省/杭州市/余杭区')).toBe('浙江省杭州市余杭区');
    expect(regionText('上海市 / 上海市 / 浦东新区')).toBe('上海市浦东新区');
    expect(regionText('')).toBeNull();
    expect(minuteText('2026-11-04 08:00:00')).toBe('2026-11-04 08:00');
    expect(minuteText(null)).toBeNull();
  });

  it('reads steps and statuses', () => {
    expect(paramsLine([{ name: '杀菌温度', value: '93.5', unit: '℃' }, { name: '保持时间', value: '300', unit: 's' }])).toBe('杀菌温度 93.5℃ · 保持时间 300s');
    expect(verdictOf({ status: 'ACTIVE' })).toEqual({ tone: 'ok', title: '追溯码验证通过' });
    // past its 保质期至 the code is still genuine, but the verdict is never the plain green pass
    expect(verdictOf({ status: 'ACTIVE', expired: true })).toEqual({ tone: 'warn', title: '追溯码有效，但产品已过保质期' });
    // from the second scan never plain green; from REPEAT_SCAN_ALERT (10) red
    expect(verdictOf({ status: 'ACTIVE', scanNo: 2 })).toEqual({ tone: 'warn', title: '追溯码有效，但已被查询 2 次' });
    expect(verdictOf({ status: 'ACTIVE', scanNo: 9 }).tone).toBe('warn');
    expect(verdictOf({ status: 'ACTIVE', scanNo: 10 })).toEqual({ tone: 'bad', title: '警惕假冒：该追溯码已被查询 10 次' });
    expect(verdictOf({ status: 'ACTIVE', scanNo: 3, expired: true }).title).toBe('追溯码有效，但产品已过保质期');
    // a case's label is scanned all along the chain: its count warns of nothing
    expect(verdictOf({ status: 'ACTIVE', scanNo: 25, caseCode: true })).toEqual({ tone: 'ok', title: '箱码验证通过' });
    expect(verdictOf({ status: 'RECALLED', caseCode: true }).tone).toBe('bad');
    expect(verdictOf({ status: 'RECALLED' })).toEqual({ tone: 'bad', title: '追溯码有效，但产品已召回' });
    expect(verdictOf({ status: 'VOID' })).toEqual({ tone: 'bad', title: '追溯码已作废' });
    expect(verdictOf({ status: 'UNKNOWN', wrongLength: true })).toEqual({ tone: 'warn', title: '追溯码位数有误' });
    expect(verdictOf({ status: 'UNKNOWN' })).toEqual({ tone: 'bad', title: '未查询到该追溯码' });
  });
});
