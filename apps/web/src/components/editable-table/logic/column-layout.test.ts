import { describe, expect, it } from 'vitest';
import type { EditableColumn } from '../types';
import { columnWidths, visibleColumns } from './column-layout';

const col = (type: EditableColumn['type'], extra: Partial<EditableColumn> = {}): EditableColumn => ({ key: type, title: type, type, ...extra });

describe('column widths (spec §9)', () => {
  it('shares 92% of the width among the visible columns, never under 120 px', () => {
    expect(columnWidths([col('input'), col('select')], 1000)).toEqual([460, 460]);
    expect(columnWidths([col('input'), col('select'), col('radio'), col('checkbox'), col('input_pop'), col('popup'), col('list_multi'), col('sel_search'), col('upload')], 1000))
      .toEqual(Array(9).fill(120));
    expect(columnWidths([col('input')], 0)).toEqual([120]);
  });

  it('gives datetime 200, user select 220 and department select 160 but at least the minimum 190', () => {
    expect(columnWidths([col('datetime'), col('sel_user'), col('sel_depart')], 600)).toEqual([200, 220, 190]);
  });

  it('keeps the minimum widths: date 135, datetime and selects 190', () => {
    expect(columnWidths([col('date', { width: 100 }), col('datetime', { width: 150 }), col('sel_user', { width: 80 })], 600)).toEqual([135, 190, 190]);
    expect(columnWidths([col('input', { width: 50, minWidth: 70 })], 600)).toEqual([70]);
  });

  it('takes explicit widths in px or percent', () => {
    expect(columnWidths([col('input', { width: 150 }), col('input', { width: '25%' }), col('input', { width: '90px' })], 800)).toEqual([150, 200, 90]);
  });

  it('drops hidden columns and those the caller hides', () => {
    const cols = [col('input'), col('hidden'), col('select')];
    expect(visibleColumns(cols, (c) => c.type === 'select').map((c) => c.type)).toEqual(['input']);
  });
});
