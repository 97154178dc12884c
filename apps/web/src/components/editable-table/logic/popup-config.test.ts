import { describe, expect, it } from 'vitest';
import type { EditableColumn } from '../types';
import { popupMapping, popupRowKey, popupValues } from './popup-config';

const popup = (extra: Partial<EditableColumn>): EditableColumn => ({ key: 'supplier', title: '供应商', type: 'popup', ...extra });

describe('popup configuration (spec §4 Other)', () => {
  it('needs a code and both field lists', () => {
    expect(popupMapping(popup({}))).toEqual({ error: 'popup参数未正确配置!' });
    expect(popupMapping(popup({ popupCode: 'sup', orgFields: 'name' }))).toEqual({ error: 'popup参数未正确配置!' });
  });

  it('needs lists of the same length', () => {
    expect(popupMapping(popup({ popupCode: 'sup', orgFields: 'name,phone', destFields: 'supplier' })))
      .toEqual({ error: 'popup参数未正确配置,原始值和目标值数量不一致!' });
  });

  it('maps original fields onto target fields; the cell shows its own field', () => {
    const m = popupMapping(popup({ popupCode: 'sup', orgFields: 'name, phone', destFields: 'supplier,phone' }));
    expect(m).toEqual({ pairs: [['name', 'supplier'], ['phone', 'phone']], field: 'name' });
    expect(popupValues({ name: '丰禾', phone: '138' }, [['name', 'supplier'], ['phone', 'phone']])).toEqual({ supplier: '丰禾', phone: '138' });
    expect(popupValues({ name: '丰禾' }, [['phone', 'phone']])).toEqual({ phone: '' });
    expect(popupMapping(popup({ popupCode: 'sup', orgFields: 'a', destFields: 'b', field: 'a' }))).toEqual({ pairs: [['a', 'b']], field: 'a' });
  });

  it('keys a report row by its values, cut to 50 characters', () => {
    expect(popupRowKey({ a: 'x', b: 1, c: null })).toBe('x1');
    expect(popupRowKey({ a: 'y'.repeat(80) })).toHaveLength(50);
  });
});
