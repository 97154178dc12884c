import { describe, expect, it } from 'vitest';
import { misjudgedItem } from '@foodtrace/contracts';
import { conclusionConflict, inspectionItems, itemVerdict } from './checkout-body';

describe('inspection items', () => {
  const rows = [
    { id: '1', itemName: ' 蛋白质 ', standardLimit: '≥2.8', unit: 'g/100g', measuredValue: 3.1, passed: true },
    { id: '2', itemName: '菌落总数', standardLimit: '', measuredValue: '3.2×10⁶', passed: false },
    { id: '3', itemName: '' },
  ];

  it('sends the filled rows with texts trimmed and a boolean verdict', () => {
    expect(inspectionItems(rows)).toEqual([
      { itemName: '蛋白质', standardLimit: '≥2.8', unit: 'g/100g', measuredValue: '3.1', passed: true },
      { itemName: '菌落总数', standardLimit: null, unit: null, measuredValue: '3.2×10⁶', passed: false },
    ]);
  });

  it('refuses 合格 with a failed item and accepts 不合格', () => {
    const items = inspectionItems(rows);
    expect(conclusionConflict('PASS', items)).toContain('菌落总数');
    expect(conclusionConflict('FAIL', items)).toBeNull();
    expect(conclusionConflict('PASS', items.slice(0, 1))).toBeNull();
  });

  it('judges a row from its figures, and refuses a 合格 they contradict', () => {
    expect(itemVerdict({ id: 'a', standardLimit: '≥2.8', measuredValue: '2.1' })).toBe(false);
    expect(itemVerdict({ id: 'a', standardLimit: '≥2.8', measuredValue: 3.1 })).toBe(true);
    expect(itemVerdict({ id: 'a', standardLimit: '具有乳固有的香味', measuredValue: '正常' })).toBeNull();
    const ticked = inspectionItems([{ id: 'a', itemName: '蛋白质', standardLimit: '≥2.8', measuredValue: '2.1', passed: true }]);
    expect(misjudgedItem(ticked)).toBe('检验项目“蛋白质”实测值 2.1 不符合标准限值 ≥2.8，不能判为合格');
    expect(misjudgedItem(inspectionItems(rows))).toBeNull();
  });
});
