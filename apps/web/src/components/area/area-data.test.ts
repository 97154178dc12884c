import { describe, expect, it } from 'vitest';
import { AREA_ROOT, areaChildren, areaPath, areaText, areaTree, type AreaData } from './area-data';

describe('area data (spec §3: three levels, root 86, china-area-data format)', () => {
  it('reads the package data from root 86', () => {
    expect(areaChildren(AREA_ROOT)).toHaveLength(34);
    expect(areaChildren(AREA_ROOT)[10]).toEqual({ value: '330000', label: '浙江省', isLeaf: false });
    expect(areaPath('330106')).toEqual(['330000', '330100', '330106']);
    expect(areaText('330106')).toBe('浙江省/杭州市/西湖区');
    expect(areaText('330100', ' ')).toBe('浙江省 杭州市');
    expect(areaPath('999999')).toEqual([]);
    expect(areaPath(undefined)).toEqual([]);
  });

  it('builds the cascader tree with districts as leaves', () => {
    const source: AreaData = { 86: { 1: '省' }, 1: { 11: '市' }, 11: { 111: '区' } };
    expect(areaTree(source)).toEqual([{ value: '1', label: '省', isLeaf: false, children: [
      { value: '11', label: '市', isLeaf: false, children: [{ value: '111', label: '区', isLeaf: true }] },
    ] }]);
  });
});
