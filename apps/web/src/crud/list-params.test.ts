import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { defineResource } from '@foodtrace/contracts';
import {
  buildSearchParams, columnSortOrder, defaultSort, listRequestParams, PAGE_SIZE_OPTIONS, searchFields, showTotal, sorterToSort, withoutSearch, worklistOf,
} from './list-params';

const def = defineResource({
  key: 'thing', title: '物品', table: 't', basePath: '/t', permPrefix: 't',
  fields: {
    name: { label: '名称', type: 'string', search: 'like' },
    kind: { label: '类别', type: 'string', dict: 'kind', search: 'eq' },
    qty: { label: '数量', type: 'int', search: 'range' },
    made: { label: '生产日期', type: 'date', search: 'range' },
    seen: { label: '检查时间', type: 'datetime', search: 'range' },
    on: { label: '上架日期', type: 'date', search: 'eq' },
    note: { label: '备注', type: 'text' },
  },
});

describe('buildSearchParams (JeecgBoot QueryGenerator conventions)', () => {
  it('leaves a field out of the search form, and nothing else', () => {
    const view = withoutSearch(def, 'kind');
    expect(searchFields(view).map(([k]) => k)).toEqual(searchFields(def).map(([k]) => k).filter((k) => k !== 'kind'));
    expect(view.fields.kind.dict).toBe('kind');
    expect(def.fields.kind.search).toBe('eq');
  });

  it('makes a worklist: read-only, its filter out of the search form but kept in the list, the named columns in order', () => {
    const { resource, searchResource, filter } = worklistOf(def, { kind: '2' }, ['seen', 'name']);
    expect(resource.actions).toEqual(['list', 'queryById', 'exportXls']);
    expect(searchFields(searchResource).map(([k]) => k)).not.toContain('kind');
    expect(buildSearchParams(resource, filter)).toEqual({ kind: '2' });
    expect(Object.entries(resource.fields).filter(([, f]) => f.list !== false).map(([k]) => k)).toEqual(['seen', 'name']);
    expect(worklistOf(def, { kind: '2' }).resource.fields).toBe(def.fields);
    expect(def.actions).toBeUndefined();
  });

  it('makes a worklist of a server scope: no field leaves the form, and the scope goes along with each search', () => {
    const { resource, searchResource, filter } = worklistOf(def, { listScope: 'open' });
    expect(searchResource.fields).toEqual(def.fields);
    expect(buildSearchParams(resource, { ...filter, name: '经理' })).toEqual({ name: '*经理*', listScope: 'open' });
  });

  it('reads a worklist in its own order when given one, and in the resource\'s otherwise', () => {
    expect(defaultSort(worklistOf(def, { listScope: 'open' }, undefined, { column: 'made', order: 'asc' }).resource)).toEqual({ column: 'made', order: 'asc' });
    expect(defaultSort(worklistOf(def, { listScope: 'open' }).resource)).toEqual(defaultSort(def));
  });

  it('wraps like values as *v* and trims them', () => {
    expect(buildSearchParams(def, { name: '  经理 ' })).toEqual({ name: '*经理*' });
  });
  it('sends eq values as they are, dates formatted', () => {
    expect(buildSearchParams(def, { kind: '2', on: dayjs('2026-03-04') })).toEqual({ kind: '2', on: '2026-03-04' });
  });
  it('splits a range into field_begin / field_end, either side optional', () => {
    expect(buildSearchParams(def, { qty: [1, 5] })).toEqual({ qty_begin: '1', qty_end: '5' });
    expect(buildSearchParams(def, { qty: [null, 0] })).toEqual({ qty_end: '0' });
    expect(buildSearchParams(def, { made: [dayjs('2026-01-01'), dayjs('2026-01-31')] }))
      .toEqual({ made_begin: '2026-01-01', made_end: '2026-01-31' });
  });
  it('widens a datetime range to whole days', () => {
    expect(buildSearchParams(def, { seen: [dayjs('2026-01-01 10:00'), dayjs('2026-01-02 08:00')] }))
      .toEqual({ seen_begin: '2026-01-01 00:00:00', seen_end: '2026-01-02 23:59:59' });
  });
  it('looks for a trace code in its stored form, however it was typed', () => {
    const codes = defineResource({ ...def, fields: { code: { label: '追溯码', type: 'string', search: 'eq', traceCode: true } } });
    expect(buildSearchParams(codes, { code: ' k7qf 2m9x pa0o ' })).toEqual({ code: 'K7QF2M9XPA00' });
    // not a code at all (what a consumer mistyped on the public page): searched as typed
    expect(buildSearchParams(codes, { code: 'ABC 123' })).toEqual({ code: 'ABC 123' });
  });
  it('matches a reference (an id) exactly', () => {
    const withRef = defineResource({ ...def, fields: {
      productId: { label: '产品', type: 'string', ref: { resource: 'product', label: 'name' }, search: 'like' },
    } });
    expect(buildSearchParams(withRef, { productId: 'p1' })).toEqual({ productId: 'p1' });
  });
  it('drops empty values and fields that are not searchable', () => {
    expect(buildSearchParams(def, { name: '', kind: undefined, qty: undefined, made: null, note: 'x' })).toEqual({});
  });
});

describe('sorting', () => {
  const fallback = defaultSort(def);
  it('defaults to createTime desc', () => {
    expect(fallback).toEqual({ column: 'createTime', order: 'desc' });
  });
  it('maps ascend → asc and descend → desc', () => {
    expect(sorterToSort({ field: 'name', columnKey: 'name', order: 'ascend' }, fallback)).toEqual({ column: 'name', order: 'asc' });
    expect(sorterToSort({ field: 'name', order: 'descend' }, fallback)).toEqual({ column: 'name', order: 'desc' });
  });
  it('sorts a dictionary column by its field, not by the _dictText', () => {
    expect(sorterToSort({ field: 'kind_dictText', order: 'ascend' }, fallback)).toEqual({ column: 'kind', order: 'asc' });
  });
  it('returns to the default sort when the sorter is cleared', () => {
    expect(sorterToSort({ field: 'name', order: null }, fallback)).toBe(fallback);
    expect(sorterToSort([], fallback)).toBe(fallback);
  });
  it('shows the arrow only on the sorted column', () => {
    expect(columnSortOrder({ column: 'name', order: 'asc' }, 'name')).toBe('ascend');
    expect(columnSortOrder({ column: 'name', order: 'desc' }, 'name')).toBe('descend');
    expect(columnSortOrder({ column: 'name', order: 'desc' }, 'kind')).toBeNull();
  });
});

describe('paging', () => {
  it('shows the total as a-b 共N条 (spec §9)', () => {
    expect(showTotal(42, [11, 20])).toBe('11-20 共42条');
  });
  it('offers the page sizes 10/20/30', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual(['10', '20', '30']);
  });
  it('sends pageNo, pageSize, column, order and the filters', () => {
    expect(listRequestParams({ pageNo: 2, pageSize: 20, sort: { column: 'name', order: 'asc' }, search: { name: '*a*' } }))
      .toEqual({ pageNo: 2, pageSize: 20, column: 'name', order: 'asc', name: '*a*' });
  });

  it('adds the advanced query beside the search form filters', () => {
    const superQuery = { superQueryParams: '%5B%5D', superQueryMatchType: 'or' };
    expect(listRequestParams({ pageNo: 1, pageSize: 10, sort: { column: 'name', order: 'asc' }, search: { name: '*a*' }, superQuery }))
      .toEqual({ pageNo: 1, pageSize: 10, column: 'name', order: 'asc', name: '*a*', ...superQuery });
  });
});
