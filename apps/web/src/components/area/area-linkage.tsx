import { useMemo } from 'react';
import { Cascader, Select, Space, Typography } from 'antd';
import { AREA_ROOT, areaChildren, areaPath, areaTree, type AreaOption } from './area-data';
import { AREA_TEXT } from './texts';

export type AreaLinkageType = 'cascader' | 'select';

export interface AreaLinkageProps {
  /** 'cascader' (default) or 'select' (three linked selects); anything else shows 'Bad type value' (spec §8). */
  type?: AreaLinkageType | string;
  /** The deepest chosen code: a district, or a city / province while the choice is partial. */
  value?: string;
  onChange?: (code: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

let tree: AreaOption[] | undefined;
/** Built once: about 3,400 options that never change. */
const allAreas = () => (tree ??= areaTree());

/** Province / city / district linkage over china-area-data (JeecgBoot's JAreaLinkage; spec §3 Area data). */
export function AreaLinkage({ type = 'cascader', value, onChange, placeholder = AREA_TEXT.placeholder, disabled, id }: AreaLinkageProps) {
  const path = useMemo(() => areaPath(value), [value]);
  if (type === 'cascader') {
    return (
      <Cascader
        id={id} disabled={disabled} placeholder={placeholder} style={{ width: '100%' }} options={allAreas()}
        value={path} changeOnSelect showSearch={{ filter: (input, options) => options.some((o) => String(o.label).includes(input)) }}
        onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : undefined)}
      />
    );
  }
  if (type === 'select') return <AreaSelects id={id} path={path} disabled={disabled} onChange={onChange} />;
  return <Typography.Text type="danger" role="alert">{`${AREA_TEXT.badType}: ${type}`}</Typography.Text>;
}

function AreaSelects({ path, onChange, disabled, id }: { path: string[]; onChange?: (code: string | undefined) => void; disabled?: boolean; id?: string }) {
  const [province, city, district] = path;
  const level = (parent: string | undefined, current: string | undefined, placeholder: string, up: string | undefined) => (
    <Select<string>
      style={{ width: '33.4%' }} disabled={disabled || !parent} placeholder={placeholder} allowClear
      value={current} options={parent ? areaChildren(parent) : []} showSearch={{ optionFilterProp: 'label' }}
      onChange={(code) => onChange?.(code ?? up)}
    />
  );
  return (
    <Space.Compact id={id} style={{ width: '100%' }}>
      {level(AREA_ROOT, province, AREA_TEXT.province, undefined)}
      {level(province, city, AREA_TEXT.city, province)}
      {level(city, district, AREA_TEXT.district, city)}
    </Space.Compact>
  );
}
