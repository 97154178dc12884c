import type { ReactNode } from 'react';
import { Space, type TableColumnsType } from 'antd';

/**
 * Adds a screen's own row actions (授权, 冻结 …) after the generic 编辑 | 详情 | 删除 of the CRUD columns, so a
 * system page reuses the derived list instead of writing its columns twice (DESIGN.md §3).
 */
export function withExtraActions<R>(columns: TableColumnsType<R>, extra: (row: R) => ReactNode, width = 260): TableColumnsType<R> {
  return columns.map((c) => {
    if (c.key !== '__actions' || !('render' in c) || !c.render) return c;
    const base = c.render;
    return {
      ...c, width,
      render: (value: unknown, row: R, index: number) => (
        <Space size={0} separator={<span style={{ color: 'rgba(0,0,0,0.15)' }}>|</span>}>
          {base(value, row, index) as ReactNode}
          {extra(row)}
        </Space>
      ),
    };
  });
}
