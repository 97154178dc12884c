import type { ReactNode } from 'react';
import { Space, type TableColumnsType } from 'antd';

/** The thin bar between the links of an 操作 cell. */
export const actionSeparator = <span style={{ color: 'rgba(0,0,0,0.15)' }}>|</span>;

/**
 * Appends a screen's own row actions (授权, 登记, 召回, 打印 …) after the generic 编辑 | 详情 | 删除 of the
 * derived columns and sets the width of 操作, so a list stays derived from its resource definition (DESIGN.md §3).
 */
export function withRowActions<R>(columns: TableColumnsType<R>, extra: ((row: R) => ReactNode) | undefined, width: number): TableColumnsType<R> {
  return columns.map((c) => {
    if (c.key !== '__actions' || !('render' in c) || !c.render) return c;
    if (!extra) return { ...c, width };
    const base = c.render;
    return {
      ...c, width,
      render: (value: unknown, row: R, index: number) => (
        <Space size={0} separator={actionSeparator}>
          {base(value, row, index) as ReactNode}
          {extra(row)}
        </Space>
      ),
    };
  });
}
