import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { RESOURCES, type ResourceDef } from '@foodtrace/contracts';
import { refDetails, useCanPickRefs } from './ref-select';
import { resourceApi, type ResourceRow } from './resource-api';
import type { CellRender } from './resource-list-page';

/**
 * A list cell of a reference that names its row's FieldRef.details under the label (a lot's product and status
 * under its number), where a register is read by them (留样台账). The rows of a page come in one request
 * (`id=a,b,…`); without the target's list permission the cell is the label alone.
 */
export function useRefDetailsCell(def: ResourceDef, field: string, records: readonly ResourceRow[]): Record<string, CellRender> {
  const ref = def.fields[field]?.ref;
  if (!ref?.details) throw new Error(`${def.key}.${field} is not a reference with details`);
  const target = RESOURCES.find((r) => r.key === ref.resource);
  const allowed = useCanPickRefs()(ref);
  const ids = useMemo(() => [...new Set(records.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v !== ''))].sort(), [records, field]);
  const rows = useQuery({
    queryKey: [ref.resource, 'ref-details', ids],
    enabled: Boolean(target) && allowed && ids.length > 0,
    queryFn: async () => {
      const res = await resourceApi(target!).list({ pageNo: 1, pageSize: ids.length, id: ids.join(',') });
      return res.success ? res.result.records : [];
    },
  });
  return useMemo(() => {
    const byId = new Map((rows.data ?? []).map((r) => [r.id, r]));
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
