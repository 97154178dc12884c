import { useState } from 'react';
import { Checkbox, Space, Typography } from 'antd';
import type { InputFilterMode } from '@foodtrace/contracts';
import { FilterInput } from '@/components/super-query';
import { DEMO_TEXT } from './texts';

const MODES = Object.entries(DEMO_TEXT.filterModes) as Array<[Exclude<InputFilterMode, 'eq'>, string]>;

/** One input per mode of the input filter (spec §4) with the value it would send. */
export function FilterInputDemo() {
  const [values, setValues] = useState<Record<string, string>>({});
  const [trim, setTrim] = useState(true);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>{DEMO_TEXT.filterHint}</Typography.Paragraph>
      <Checkbox checked={trim} onChange={(e) => setTrim(e.target.checked)}>{DEMO_TEXT.trim}</Checkbox>
      {MODES.map(([mode, label]) => (
        <div key={mode} className="query-cron-demo__filter-row">
          <span className="query-cron-demo__filter-label">{label}</span>
          <FilterInput mode={mode} trim={trim} aria-label={label} placeholder={DEMO_TEXT.filterPlaceholder}
            value={values[mode] ?? ''} onChange={(v) => setValues((s) => ({ ...s, [mode]: v }))} />
          {values[mode]
            ? <Typography.Text code data-testid={`filter-${mode}`}>{values[mode]}</Typography.Text>
            : <Typography.Text type="secondary">{DEMO_TEXT.noFilter}</Typography.Text>}
        </div>
      ))}
    </Space>
  );
}
