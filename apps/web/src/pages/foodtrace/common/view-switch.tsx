import type { ReactNode } from 'react';
import { Segmented, Typography } from 'antd';
import { useViewParam } from './use-view-param';

/** The names of a screen's views and the line under the switch that says what the view shown lists (none: a plain list). */
export interface ViewTexts<V extends string> { views: Record<V, string>; hint: Partial<Record<V, string>> }

/**
 * A screen's views under one switch (records and worklist, 检验记录 and 留样台账), kept in the address (useViewParam):
 * the view shown, and the switch with its hint to put above that view's list.
 */
export function useViewSwitch<V extends string>(views: readonly V[], texts: ViewTexts<V>): { view: V; header: ReactNode } {
  const [view, setView] = useViewParam(views);
  const header = (
    <>
      <Segmented<V> value={view} onChange={setView} style={{ marginBottom: 12 }}
        options={views.map((k) => ({ value: k, label: texts.views[k] }))} />
      {texts.hint[view] && <Typography.Paragraph type="secondary">{texts.hint[view]}</Typography.Paragraph>}
    </>
  );
  return { view, header };
}
