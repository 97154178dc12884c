import { Descriptions } from 'antd';
import type { ResourceDef } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict';
import type { ResourceRow } from './resource-api';

/** Read-only view of one row: plain text reads better than a greyed-out disabled form. */
export function ResourceDetail({ resource, record }: { resource: ResourceDef; record: ResourceRow }) {
  const items = Object.entries(resource.fields).map(([name, f]) => {
    const value = record[name];
    const text = record[`${name}_dictText`];
    return {
      key: name,
      label: f.label,
      children: f.dict
        ? <DictTag dictCode={f.dict} value={value} text={text ? String(text) : null} />
        : String(text ?? value ?? ''),
    };
  });
  return <Descriptions bordered column={1} size="middle" items={items} styles={{ label: { width: 160 } }} />;
}
