import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { RESOURCES, refValue, type FieldRef, type ResourceDef } from '@foodtrace/contracts';
import { refDetails, useCanPickRefs } from './ref-select';
import { resourceApi, type ResourceRow } from './resource-api';
import type { CellRender } from './resource-list-page';

/**
 * The rows a page's references point at, in one request to the referenced list (`id=a,b,…`, or the field the
 * reference stores: FieldRef.value): none asked without
 * that list's permission (`allowed` false), so a caller shows what it has without them.
 */
export function useRefRows(ref: FieldRef, ids: readonly unknown[]) {
  const target = RESOURCES.find((r) => r.key === ref.resource);
  const allowed = useCanPickRefs()(ref);
  const wanted = useMemo(() => [...new Set(ids.filter((v): v is string => typeof v === 'string' && v !== ''))].sort(), [ids]);
  const rows = useQuery({
    queryKey: [ref.resource, 'ref-rows', wanted],
    enabled: Boolean(target) && allowed && wanted.length > 0,
    retry: false,
    queryFn: async () => {
      const res = await resourceApi(target!).list({ pageNo: 1, pageSize: wanted.length, [refValue(ref)]: wanted.join(',') });
      if (!res.success) throw new Error(res.message);
      return res.result.records;
    },
  });
  return { rows, allowed };
}

/**
 * A list cell of a reference that names its row's FieldRef.details under the label (a lot's product and status
 * under its number), where a register is read by them (留样台账); without the referenced list's permission the
 * cell is the label alone.
 */
export function useRefDetailsCell(def: ResourceDef, field: string, records: readonly ResourceRow[]): Record<string, CellRender> {
  const ref = def.fields[field]?.ref;
  if (!ref?.details) throw new Error(`${def.key}.${field} is not a reference with details`);
  const ids = useMemo(() => records.map((r) => r[field]), [records, field]);
  const { rows } = useRefRows(ref, ids);
  return useMemo(() => {
    const byId = new Map((rows.data ?? []).map((r) => [r[refValue(ref)], r]));
    return {
      [field]: (_value, row) => {
        const found = byId.get(row[field] as string);
        const details = found ? refDetails(ref, found) : '';
        return (
          <div className="ref-details-cell">
            <div>{String(row[`${field}_dictText`] ?? row[field] ?? '')}</div>
            {details && <Typography.Text type="secondary" className="ref-details-cell__details">{details}</Typography.Text>}
          </div>
        );
      },
    };
  }, [rows.data, field, ref]);
}
