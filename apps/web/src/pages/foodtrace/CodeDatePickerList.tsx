import { useMemo, useState } from 'react';
import { Card, DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { FORMATS, foodCodeResource, type ResourceDef } from '@foodtrace/contracts';
import { CodeList } from './codes/code-list';
import { datePresets, dayRange } from './codes/date-range';
import { CODE_TEXT as T } from './codes/texts';

/** The code list with its generation time as a column and a range filter (createTime_begin/_end, a system field every list filters). */
const BY_DATE: ResourceDef = {
  ...foodCodeResource,
  fields: { ...foodCodeResource.fields, createTime: { label: T.codeTime, type: 'datetime', search: 'range', sortable: true, form: false } },
};
/** The search form without the date (chosen above the list). */
const SEARCH_VIEW: ResourceDef = { ...foodCodeResource };

/** 按日期查码 (spec §2.3 CodeDatePickerList): the codes generated within a date range, last 7 days at first. */
export default function CodeDatePickerList() {
  const presets = useMemo(() => datePresets(), []);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(presets.week);
  const fixed = useMemo(() => ({ createTime: dayRange(range[0], range[1]) }), [range]);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card variant="borderless" size="small">
        <Space wrap>
          <span>{T.dateRange}</span>
          <DatePicker.RangePicker
            value={range} format={FORMATS.date} allowClear={false}
            onChange={(v) => { if (v?.[0] && v[1]) setRange([v[0], v[1]]); }}
            presets={(Object.keys(T.presets) as Array<keyof typeof T.presets>).map((k) => ({ label: T.presets[k], value: presets[k] }))}
          />
        </Space>
      </Card>
      <CodeList resource={BY_DATE} searchResource={SEARCH_VIEW} fixedSearch={fixed} />
    </Space>
  );
}
