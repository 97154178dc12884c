import { useState } from 'react';
import { Button, Tag } from 'antd';
import { LIST_SCOPE_KEY, LOT_HOLD_SCOPE, lotHoldResource, permissionCode } from '@foodtrace/contracts';
import { useResourceList, type CellRender, type ResourceRow } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage } from './common/trace-list-page';
import { useViewSwitch } from './common/view-switch';
import { HoldDownstreamModal } from './lot-hold/downstream-modal';
import { ReleaseHoldModal } from './lot-hold/release-modal';
import { HOLD_TEXT_UI as T, HOLD_VIEWS } from './lot-hold/texts';

const VIEWS = ['all', 'open'] as const;
const OPEN = { [LIST_SCOPE_KEY]: LOT_HOLD_SCOPE.open };
const ALL = {};
/** A hold in force says so where its 解除时间 will be. */
const CELLS: Record<string, CellRender> = {
  releasedTime: (value) => (value ? String(value) : <Tag color="error">{T.inForce}</Tag>),
};

/**
 * 质量暂扣: the lots stopped while a doubt about them is looked into — all holds, or those in force (the list scope
 * `open`). A hold in force has 解除暂扣, which records the conclusion and sets the lot back to what its inspections
 * make it (server hooks/lot-hold.hooks.ts), and 暂扣下游, which holds the lots made of it still in stock.
 */
export default function LotHoldList() {
  const { view, header } = useViewSwitch(VIEWS, HOLD_VIEWS);
  const fixed = view === 'open' ? OPEN : ALL;
  const list = useResourceList(lotHoldResource, fixed);
  const [releasing, setReleasing] = useState<ResourceRow | null>(null);
  const [passingOn, setPassingOn] = useState<ResourceRow | null>(null);
  return (
    <>
      <TraceListPage resource={lotHoldResource} list={list} fixedSearch={fixed} header={header} renderers={CELLS}
        extraActions={{
          labels: [T.release, T.downstream],
          render: (row) => !row.releasedTime && (
            <>
              <Has action={permissionCode(lotHoldResource, 'edit')}>
                <Button type="link" size="small" onClick={() => setReleasing(row)}>{T.release}</Button>
              </Has>
              <Has action={permissionCode(lotHoldResource, 'add')}>
                <Button type="link" size="small" onClick={() => setPassingOn(row)}>{T.downstream}</Button>
              </Has>
            </>
          ),
        }} />
      <ReleaseHoldModal hold={releasing} onClose={() => setReleasing(null)} onDone={() => void list.reload()} />
      <HoldDownstreamModal hold={passingOn} onClose={() => setPassingOn(null)} onDone={() => void list.reload()} />
    </>
  );
}
