import type { ReactNode } from 'react';
import { Space, type TableColumnsType } from 'antd';

/**
 * Appends a screen's own row actions (登记, 召回, 打印 …) after the generic 编辑 | 详情 | 删除 of the derived
 * columns, so the list stays derived from the resource definition (DESIGN.md §3).
 */
export function withRowActions<R>(columns: TableColumnsType<R>, extra: ((row: R) => ReactNode) | undefined, width: number): TableColumnsType<R> {
  return columns.map((c) => {
    if (c.key !== '__actions' || !('render' in c) || !c.render) return c;
    if (!extra) return { ...c, width };
    const base = c.render;
    return {
      ...c, width,
      render: (value: unknown, row: R, index: number) => (
        <Space size={0} separator={<span className="ft-sep">|</span>}>
          {base(value, row, index) as ReactNode}
          {extra(row)}
        </Space>
      ),
    };
  });
}
