import { useEffect, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { PAGING, RESOURCES, TIMING, permissionCode, refValue, type FieldRef, type ResourceDef } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { hasPermission } from '@/lib/permissions';
import { resourceApi, type ResourceRow } from './resource-api';
import { CRUD_TEXT } from './texts';

export interface RefSelectProps {
  fieldRef: FieldRef;
  id?: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Where the select stands alone, outside a form item that names it. */
  'aria-label'?: string;
  style?: CSSProperties;
  /** In a form: the chosen row's details (FieldRef.details) under the picker, not only in its list. */
  showChosen?: boolean;
  /**
   * In a record's form: a choice fills the fields its reference names (FieldRef.fills). Never in a search, where
   * those fields are filters: a 生产线 chosen there must not also search for its equipment.
   */
  fill?: boolean;
}

const byKey = (key: string): ResourceDef | undefined => RESOURCES.find((r) => r.key === key);

/**
 * Whether the signed-in user may list the resource a reference points at: without it a picker asks nothing
 * (the server would refuse with 拒绝访问 on a page the user is allowed to open) and says why it is empty, and a
 * search form leaves that filter out.
 */
export function useCanPickRefs(): (ref: FieldRef) => boolean {
  const auth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  return (ref) => {
    const target = byKey(ref.resource);
    return !target || hasPermission(permissionCode(target, 'list'), { auth, allAuth }) === 'show';
  };
}
const labelOf = (ref: FieldRef, row: ResourceRow) => String(row[ref.label] ?? row.id);

/** The row's FieldRef.details as one line (`鲜源纯鲜牛奶 950mL · 已放行`); `a|b` takes the first with a value. */
export function refDetails(ref: Pick<FieldRef, 'details'>, row: ResourceRow): string {
  return (ref.details ?? [])
    .map((d) => d.split('|').map((k) => row[k]).find((v) => v !== null && v !== undefined && v !== ''))
    .filter((v) => v !== undefined)
    .map(String)
    .join(' · ');
}

/** FieldRef.narrowBy read from the surrounding form: the filters its fields give now (none outside a form). */
function useNarrowing(ref: FieldRef): Record<string, string> {
  const form = Form.useFormInstance();
  const values = Form.useWatch((all: Record<string, unknown>) => Object.fromEntries(
    Object.entries(ref.narrowBy ?? {}).map(([filter, field]) => [filter, all?.[field]]),
  ), form) as Record<string, unknown> | undefined;
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<string, string>;
}

/**
 * A field holding another resource's id, or the field the reference stores (FieldRef.value): a searchable select
 * over that resource's list, narrowed by the ref's filter; the chosen row is looked up by its value so an edit
 * shows its text even when it is not on the first page of options (or no longer matches the filter).
 */
export function RefSelect(props: RefSelectProps) {
  return props.fieldRef.narrowBy || (props.fill && props.fieldRef.fills) ? <FormBoundRefSelect {...props} /> : <RefSelectBase {...props} narrow={NO_NARROWING} />;
}

const NO_NARROWING: Record<string, string> = {};
const DETAILS_POPUP_WIDTH = 420;

/** The values a chosen row gives the fields its reference fills (FieldRef.fills): this record's field ← the row's. */
export function filledFrom(ref: Pick<FieldRef, 'fills'>, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(ref.fills ?? {}).map(([field, from]) => [field, row[from] ?? undefined]));
}

/**
 * A picker that reads or writes its form's other fields (FieldRef.narrowBy, FieldRef.fills): only ever inside a
 * form. A choice fills the fields the ref names from the chosen row.
 */
function FormBoundRefSelect(props: RefSelectProps) {
  const form = Form.useFormInstance();
  const fills = props.fill && props.fieldRef.fills;
  const onPick = fills ? (row: ResourceRow | undefined) => {
    if (!row) return;
    form.setFieldsValue(filledFrom(props.fieldRef, row));
  } : undefined;
  return <RefSelectBase {...props} narrow={useNarrowing(props.fieldRef)} onPick={onPick} />;
}

function RefSelectBase({ fieldRef: ref, id, value, onChange, placeholder, disabled, 'aria-label': ariaLabel, style, showChosen, narrow, onPick }:
  RefSelectProps & { narrow: Record<string, string>; onPick?: (row: ResourceRow | undefined) => void }) {
  const target = byKey(ref.resource);
  const canPick = useCanPickRefs()(ref);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    // spec §9: dictionary search waits 800 ms after the last key.
    const t = setTimeout(() => setKeyword(typed.trim()), TIMING.dictSearchDebounceMs);
    return () => clearTimeout(t);
  }, [typed]);

  const options = useQuery({
    queryKey: [ref.resource, 'ref-options', ref.label, ref.filter, narrow, keyword],
    enabled: Boolean(target) && canPick,
    queryFn: async () => {
      const params: Record<string, string | number> = { pageNo: 1, pageSize: PAGING.dictSearchPageSize, ...ref.filter, ...narrow };
      if (keyword) params[ref.label] = `*${keyword}*`;
      const res = await resourceApi(target!).list(params);
      return res.success ? res.result.records : [];
    },
  });
  const stored = refValue(ref);
  const valueOf = (r: ResourceRow) => String(r[stored]);
  const rows = options.data ?? [];
  const missing = Boolean(value) && !rows.some((r) => valueOf(r) === value);
  const current = useQuery({
    queryKey: [ref.resource, 'ref-one', stored, value],
    enabled: Boolean(target) && canPick && missing,
    queryFn: async () => {
      if (stored === 'id') {
        const res = await resourceApi(target!).queryById(value!);
        return res.success ? res.result : null;
      }
      const res = await resourceApi(target!).list({ pageNo: 1, pageSize: 1, [stored]: value! });
      return res.success ? res.result.records[0] ?? null : null;
    },
  });
  const all = missing && current.data ? [current.data, ...rows] : rows;
  if (!canPick) {
    const denied = CRUD_TEXT.refDenied(target?.title ?? '');
    return (
      <Select<string> id={id} value={value || undefined} placeholder={denied} disabled aria-label={ariaLabel} style={style}
        options={value ? [{ value, label: denied }] : []} />
    );
  }

  // what the chosen row is stays in sight once the list closes (the run's deviation, the lot's product and status)
  const chosen = showChosen && ref.details && value ? all.find((r) => valueOf(r) === value) : undefined;
  const chosenDetails = chosen ? refDetails(ref, chosen) : '';
  return (
    <>
      <Select<string>
        id={id} value={value} placeholder={placeholder} disabled={disabled} allowClear
        onChange={(v) => { onChange?.(v); onPick?.(all.find((r) => valueOf(r) === v)); }}
        aria-label={ariaLabel} style={style}
        loading={options.isFetching}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        // room for the details after the label (a lot number, then its product and status)
        popupMatchSelectWidth={ref.details ? DETAILS_POPUP_WIDTH : true}
        options={all.map((r) => ({ value: valueOf(r), label: labelOf(ref, r), details: refDetails(ref, r) }))}
        optionRender={(option) => (
          <span>{option.label}{option.data.details && <span className="ref-option__details"> {option.data.details}</span>}</span>
        )}
      />
      {chosenDetails && <div className="ref-select__details">{chosenDetails}</div>}
    </>
  );
}
