import { useState } from 'react';
import { Button } from 'antd';
import { technologyResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { TraceListPage } from './common/trace-list-page';
import { StepsDrawer } from './technology/steps-drawer';
import { TECH_TEXT as T } from './technology/texts';

/** 生产工艺 (spec §2.3 PproductTechnologyManageList): technologies, each with its route of ordered steps and CCPs. */
export default function PproductTechnologyManageList() {
  const list = useResourceList(technologyResource);
  const [open, setOpen] = useState<ResourceRow | null>(null);
  return (
    <>
      <TraceListPage resource={technologyResource} list={list}
        extraActions={{ labels: [T.steps], render: (row) => <Button type="link" size="small" onClick={() => setOpen(row)}>{T.steps}</Button> }} />
      <StepsDrawer technology={open} onClose={() => setOpen(null)} />
    </>
  );
}
