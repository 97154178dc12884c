import { describe, expect, it } from 'vitest';
import { positionResource, type FieldDef } from '@foodtrace/contracts';
import { dictValue, displayCell, fieldValue, plainCell } from './cell-values.ts';
import { attachmentHeader } from './content-disposition.ts';
import { excelColumns, exportCells, headerMap } from './excel-columns.ts';
import { sheetName } from './xlsx-stream.ts';

const f = (type: FieldDef['type'], label = '字段'): FieldDef => ({ label, type });
const RANK = [{ value: '1', text: '员级', title: '员级' }, { value: '3', text: '中级', title: '中级' }];

describe('cells read from a workbook', () => {
  it('reduces rich text, formulas, hyperlinks and errors to plain values', () => {
    expect(plainCell({ richText: [{ text: '大' }, { text: '米' }] })).toBe('大米');
    expect(plainCell({ formula: 'A1+1', result: 3 })).toBe(3);
    expect(plainCell({ text: '链接', hyperlink: 'https://x' })).toBe('链接');
    expect(plainCell({ error: '#N/A' })).toBeNull();
    expect(plainCell('  ')).toBeNull();
    expect(plainCell(' 甲 ')).toBe('甲');
    expect(plainCell(Number.NaN)).toBeNull();
  });

  it('reads dates as the wall time the cell shows, whatever the server zone', () => {
    const cell = new Date(Date.UTC(2026, 2, 15, 8, 30, 0));
    expect(fieldValue(f('date'), cell)).toBe('2026-03-15');
    expect(fieldValue(f('datetime'), cell)).toBe('2026-03-15 08:30:00');
    expect(fieldValue(f('datetime'), '2026-03-15')).toBe('2026-03-15 00:00:00');
    // typed the way people type dates in a sheet
    expect(fieldValue(f('datetime'), '2026/11/26 10:15')).toBe('2026-11-26 10:15:00');
    expect(fieldValue(f('datetime'), '2026-3-5 8:00')).toBe('2026-03-05 08:00:00');
    expect(fieldValue(f('datetime'), '2026年11月26日')).toBe('2026-11-26 00:00:00');
    expect(fieldValue(f('date'), '2026.11.26')).toBe('2026-11-26');
    expect(fieldValue(f('date'), '2026/11/26 10:15')).toBe('2026/11/26 10:15'); // a time in a date: the schema says so
    expect(fieldValue(f('datetime'), '下周一')).toBe('下周一');
    expect(fieldValue(f('string'), cell)).toBe('2026-03-15 08:30:00');
    expect(displayCell(new Date(Date.UTC(2026, 2, 15)))).toBe('2026-03-15');
  });

  it('keeps numbers in text columns as their digits and strips thousands separators from numbers', () => {
    expect(fieldValue(f('string'), 13800138000)).toBe('13800138000');
    expect(fieldValue(f('decimal'), '1,234.5')).toBe('1234.5');
    expect(fieldValue(f('int'), 12)).toBe(12);
    expect(fieldValue(f('string'), null)).toBeNull();
  });

  it('maps dictionary texts (or values) back to values and names unknown texts with the choices', () => {
    const rank = f('string', '职级');
    expect(dictValue(rank, RANK, '中级')).toEqual({ value: '3' });
    expect(dictValue(rank, RANK, '1')).toEqual({ value: '1' });
    expect(dictValue(rank, RANK, 3)).toEqual({ value: '3' });
    expect(dictValue(rank, RANK, '员级，中级')).toEqual({ value: '1,3' });
    expect(dictValue(rank, RANK, null)).toEqual({ value: null });
    expect(dictValue(rank, RANK, '董事长')).toEqual({ error: '职级“董事长”不是可选的值（可选：员级、中级）' });
  });
});

describe('workbook columns', () => {
  const columns = excelColumns(positionResource);

  it('are the declared fields by label, then creator and time (export only)', () => {
    expect(columns.map((c) => [c.label, c.importable])).toEqual([
      ['职务编码', true], ['职务名称', true], ['职级', true], ['创建人', false], ['创建时间', false],
    ]);
  });

  it('export dictionary fields as their text', () => {
    expect(exportCells(columns, { code: 'a', name: '甲', rank: '3', rank_dictText: '中级', createBy: 'admin', createTime: '2026-01-01 00:00:00' }))
      .toEqual(['a', '甲', '中级', 'admin', '2026-01-01 00:00:00']);
    expect(exportCells(columns, { code: 'a', name: null, rank: '9', rank_dictText: null })).toEqual(['a', null, '9', null, null]);
  });

  it('match headers by label or key, ignoring spaces, required markers and case; first match wins', () => {
    const map = headerMap(columns, ['*职务名称', 'CODE', '职 级', '备注', '职务名称', null]);
    expect([...map.entries()].map(([i, c]) => [i, c.key])).toEqual([[0, 'name'], [1, 'code'], [2, 'rank']]);
  });
});

describe('file and sheet names', () => {
  it('encodes a Chinese file name per RFC 5987 with an ASCII fallback', () => {
    expect(attachmentHeader("职务(1)'s*.xlsx", 'position.xlsx'))
      .toBe("attachment; filename=\"position.xlsx\"; filename*=UTF-8''%E8%81%8C%E5%8A%A1%281%29%27s%2A.xlsx");
    expect(attachmentHeader('a.xlsx', '职"务.xlsx')).toBe("attachment; filename=\"___.xlsx\"; filename*=UTF-8''a.xlsx");
  });

  it('keeps sheet names within Excel’s rules', () => {
    expect(sheetName('a/b:c?[d]*')).toBe('a_b_c__d__');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
  });
});
