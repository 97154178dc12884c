import { useState } from 'react';
import { Badge, Button, Space, Tooltip, Typography } from 'antd';
import { FilterFilled, FilterOutlined } from '@ant-design/icons';
import type { SuperQueryField, SuperQueryParams } from '@foodtrace/contracts';
import { savedQueryKey } from './saved-queries';
import { SuperQueryModal } from './super-query-modal';
import { useSuperQueryBuilder } from './use-super-query-builder';
import { SUPER_QUERY_TEXT as T } from './texts';

export interface SuperQueryProps {
  /** The fields offered, e.g. `superQueryFieldsOf(resource)`. */
  fields: readonly SuperQueryField[];
  /** Saved queries are kept per save code; without one, per route (spec §3 Saved queries). */
  saveCode?: string;
  /** The applied query as list parameters (`superQueryParams`, `superQueryMatchType`), or null when cleared. */
  onSearch: (params: SuperQueryParams | null) => void;
  /** The list is loading: the buttons that query it (重置, 查询) wait. */
  loading?: boolean;
}

/**
 * 高级查询: the button and its builder (spec §1, §2.7, §3, §4, §8). The button turns primary with the number of
 * conditions once a query is applied, and back when the builder is reset or 清空 is clicked in its tooltip.
 */
export function SuperQuery({ fields, saveCode, onSearch, loading }: SuperQueryProps) {
  const [open, setOpen] = useState(false);
  const builder = useSuperQueryBuilder({ storageKey: savedQueryKey(saveCode || window.location.pathname), onSearch });
  const active = builder.applied > 0;

  const button = (
    <Button type={active ? 'primary' : 'default'} icon={active ? <FilterFilled /> : <FilterOutlined />}
      aria-pressed={active} data-active={active} onClick={() => setOpen(true)}>
      {T.button}
      {active && <Badge count={builder.applied} size="small" color="#fff" style={{ color: 'inherit' }} title={T.lineCount(builder.applied)} />}
    </Button>
  );

  return (
    <>
      {/* Always wrapped, so the button keeps its element (and focus) when it turns active. */}
      <Tooltip title={active ? <Space separator="|">{T.activeHint}<Typography.Link onClick={builder.reset}>{T.clear}</Typography.Link></Space> : null}>
        {button}
      </Tooltip>
      <SuperQueryModal open={open} fields={fields} builder={builder} loading={loading} onClose={() => setOpen(false)} />
    </>
  );
}
