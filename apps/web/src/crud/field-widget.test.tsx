import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { crudePutinResource, productResource } from '@foodtrace/contracts';
import dayjs from 'dayjs';
import { DictCheckboxGroup, DictSelect } from '@/components/dict';
import { fieldRules } from './field-rules';
import { formWidget, searchFieldLabel, searchLabel, searchWidget } from './field-widget';

describe('search widgets', () => {
  it('ask for the field by its name without the bracketed qualifier', () => {
    expect(searchLabel('商品条码(GTIN-14)')).toBe('商品条码');
    expect(searchLabel('保质期（天）')).toBe('保质期');
    expect(searchLabel('(备注)')).toBe('(备注)');
    expect(searchLabel('产品名称')).toBe('产品名称');
  });

  it('label a text field without its qualifier and a number with its unit', () => {
    expect(searchFieldLabel(productResource.fields.gtin)).toBe('商品条码');
    expect(searchFieldLabel(productResource.fields.shelfLifeDays)).toBe('保质期(天)');
  });

  it("leave the form's entry hint to the form", () => {
    const gtin = productResource.fields.gtin;
    render(<>{searchWidget(gtin)}{formWidget(gtin)}{searchWidget(crudePutinResource.fields.lotNo)}</>);
    expect(screen.getByPlaceholderText('请输入商品条码')).toBeTruthy();
    expect(screen.getByPlaceholderText('14 位，不足补 0')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入原料批号')).toBeTruthy();
    expect(screen.queryByPlaceholderText('留空自动生成')).toBeNull();
  });
});

describe('multi-value dictionary fields (FieldDef.multiple)', () => {
  it('are checked in a box group, a single value chosen in a select', () => {
    expect(formWidget(productResource.fields.allergens).type).toBe(DictCheckboxGroup);
    expect(formWidget(productResource.fields.storageCondition).type).toBe(DictSelect);
  });
});

describe('numbers the server assigns (FieldDef.autoNumber)', () => {
  const putinNo = crudePutinResource.fields.putinNo;

  it('may be left blank in a new record only: the edit form and the search box ask for the number', () => {
    render(<>{formWidget(putinNo, false, true)}{formWidget(putinNo)}{searchWidget(putinNo)}</>);
    expect(screen.getAllByPlaceholderText('留空自动生成')).toHaveLength(1);
    expect(screen.getAllByPlaceholderText('请输入入库单号')).toHaveLength(2);
    expect(fieldRules(crudePutinResource, 'putinNo', undefined).required).toBe(false);
    expect(fieldRules(crudePutinResource, 'putinNo', undefined, undefined, 'edit').required).toBe(true);
  });
});

describe('happened fields', () => {
  const validate = async (value: unknown) => {
    const { rules } = fieldRules(crudePutinResource, 'receivedTime', undefined);
    for (const rule of rules) {
      const r = typeof rule === 'function' ? rule({ getFieldValue: () => null } as never) : rule;
      await r.validator?.({} as never, value, () => {});
    }
  };

  it('refuse a time ahead of now, as the server does, and take one a few minutes ahead', async () => {
    await expect(validate(dayjs().add(1, 'day'))).rejects.toThrow('收货时间不能晚于当前时间');
    await expect(validate(dayjs().add(3, 'minute'))).resolves.toBeUndefined();
    await expect(validate(dayjs().subtract(1, 'day'))).resolves.toBeUndefined();
  });
});
