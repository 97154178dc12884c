import { describe, expect, it } from 'vitest';
import { cutByFullLength, ellipsisView, fullLength } from './ellipsis-text';
import { isSwitchOn, switchValue } from './switch-value';
import { formatTagValue, tagGroups } from './tag-value';

describe('tag value (spec §3 Tag cell value, §4 phone tag input)', () => {
  it('removes semicolons and reinserts one after every 2 characters', () => {
    expect(formatTagValue('13800138000')).toBe('13;80;01;38;00;0');
    expect(formatTagValue('ab;c;def')).toBe('ab;cd;ef');
    expect(formatTagValue('ab;')).toBe('ab');
    expect(formatTagValue('')).toBe('');
    expect(formatTagValue(null)).toBe('');
    expect(formatTagValue('冷藏运输')).toBe('冷藏;运输');
  });
  it('gives the groups for tags', () => {
    expect(tagGroups('A1;B2;C')).toEqual(['A1', 'B2', 'C']);
    expect(tagGroups(undefined)).toEqual([]);
  });
});

describe('ellipsis (spec §9: default 25, non-ASCII counts 2)', () => {
  it('counts non-ASCII characters twice', () => {
    expect(fullLength('abc')).toBe(3);
    expect(fullLength('乳制品')).toBe(6);
    expect(fullLength('A级乳')).toBe(5);
  });
  it('cuts to the display length', () => {
    expect(cutByFullLength('巴氏杀菌乳', 5)).toBe('巴氏');
    expect(cutByFullLength('abcdef', 4)).toBe('abcd');
  });
  it('keeps a fitting text whole and cuts a longer one with …', () => {
    expect(ellipsisView('a'.repeat(25))).toEqual({ shown: 'a'.repeat(25), cut: false });
    expect(ellipsisView('a'.repeat(26))).toEqual({ shown: `${'a'.repeat(25)}…`, cut: true });
    expect(ellipsisView('生鲜乳经冷链运输到厂后进行入厂检验合格')).toEqual({ shown: '生鲜乳经冷链运输到厂后进…', cut: true });
  });
});

describe('switch values (spec §9: Y on, N off)', () => {
  it('maps between the stored value and the checked state', () => {
    expect(isSwitchOn('Y')).toBe(true);
    expect(isSwitchOn('N')).toBe(false);
    expect(isSwitchOn(undefined)).toBe(false);
    expect(switchValue(true)).toBe('Y');
    expect(switchValue(false)).toBe('N');
    expect(switchValue(true, ['1', '0'])).toBe('1');
    expect(isSwitchOn(1, ['1', '0'])).toBe(true);
  });
});
