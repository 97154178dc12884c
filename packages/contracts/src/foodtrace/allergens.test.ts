import { describe, expect, it } from 'vitest';
import { defineResource } from '../resource.ts';
import { undeclaredAllergens } from './allergens.ts';

describe('undeclaredAllergens', () => {
  it('names what the inputs carry and the label leaves out, in the standard order, once each', () => {
    expect(undeclaredAllergens(['MILK', 'SOY,PEANUT', null, 'SOY'], 'MILK')).toEqual(['PEANUT', 'SOY']);
    expect(undeclaredAllergens(['MILK'], 'MILK,SOY')).toEqual([]);
    expect(undeclaredAllergens([null, undefined, ''], null)).toEqual([]);
    expect(undeclaredAllergens(['EGG'], null)).toEqual(['EGG']);
  });
});

describe('multi-value fields', () => {
  it('need a dictionary, and are neither searched nor sorted', () => {
    const define = (f: Record<string, unknown>) => () => defineResource({ key: 'x', title: 'x', table: 'x', basePath: '/x', permPrefix: 'x', fields: { tags: { label: '标签', type: 'string', multiple: true, ...f } } });
    expect(define({})).toThrow(/needs a dictionary/);
    expect(define({ dict: 'ft_allergen', search: 'eq' })).toThrow(/neither searched nor sorted/);
    expect(define({ dict: 'ft_allergen' })).not.toThrow();
  });
});
