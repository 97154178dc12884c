import { describe, expect, it } from 'vitest';
import { crudePutinResource, productResource, relationOfficeResource } from '@foodtrace/contracts';
import { isWideField, itemLayout } from './form-layout';

describe('form layout', () => {
  it('gives long text and check box groups a whole row, and every other field half of one', () => {
    const wide = (fields: Record<string, Parameters<typeof isWideField>[0]>) => Object.keys(fields).filter((k) => isWideField(fields[k]));
    expect(wide(productResource.fields)).toEqual(['ingredients', 'allergens', 'remark']);
    expect(wide(crudePutinResource.fields)).toEqual(['remark']);
    // an address and an upload fit in half a row
    expect(wide(relationOfficeResource.fields)).toEqual(['remark']);
  });

  it('gives every label the same width: a third of half a row, a sixth of a whole one', () => {
    const half = itemLayout(productResource.fields.name, true);
    const whole = itemLayout(productResource.fields.remark, true);
    const lg = (c: { lg?: unknown }) => c.lg as number;
    expect(lg(half.col) / 24 * (lg(half.labelCol) / 24)).toBeCloseTo(lg(whole.labelCol) / 24);
    expect(lg(half.labelCol) + lg(half.wrapperCol)).toBe(24);
    expect(lg(whole.labelCol) + lg(whole.wrapperCol)).toBe(24);
    // one column, and two below lg: JeecgBoot's 5 / 16 on a whole row
    for (const l of [itemLayout(productResource.fields.name, false), half, whole]) expect([l.labelCol.span, l.wrapperCol.span, l.col.span]).toEqual([5, 16, 24]);
  });
});
