import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { InboxOutlined, QrcodeOutlined } from '@ant-design/icons';
import { CODE_LEVEL, FT_PERMS, codeBatchResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { Has } from '@/lib/permissions';
import { GenerateModal } from './codes/generate-modal';
import { batchLabelLoader } from './codes/label-loaders';
import { LabelSheet } from './codes/label-sheet';
import { PackDrawer } from './codes/pack-drawer';
import { CODE_TEXT as T } from './codes/texts';
import { foodtraceApi } from './common/foodtrace-api';
import { SCREENS } from './common/screen-paths';
import { TraceListPage } from './common/trace-list-page';
import { useScreenLink } from './common/use-screen-link';

/**
 * 追溯码管理 (spec §2.3 FoodCodeManageList): the code batches; 生成追溯码 (item or case codes) for a released
 * finished lot, 装箱关联 (the packing station), and per
 * batch 导出 (CSV with the QR URLs, for a label printer), 打印标签 (a printable QR sheet) and 查看追溯码.
 */
export default function FoodCodeManageList() {
  const list = useResourceList(codeBatchResource);
  const navigate = useNavigate();
  const link = useScreenLink();
  const [generating, setGenerating] = useState(false);
  const [packing, setPacking] = useState(false);
  const [printing, setPrinting] = useState<ResourceRow | null>(null);
  const action = (label: string, run: () => void) => <Button type="link" size="small" onClick={run}>{label}</Button>;

  return (
    <>
      <TraceListPage
        resource={codeBatchResource} list={list}
        renderers={{ quantity: (v, row) => (row.codeLevel === CODE_LEVEL.case ? T.caseQuantity(Number(v), Number(row.perCase)) : String(v ?? '')) }}
        toolbarExtra={(
          <>
            <Has action={FT_PERMS.codeGenerate}>
              <Button type="primary" icon={<QrcodeOutlined />} onClick={() => setGenerating(true)}>{T.generate}</Button>
            </Has>
            <Has action={FT_PERMS.codePack}>
              <Button icon={<InboxOutlined />} onClick={() => setPacking(true)}>{T.pack}</Button>
            </Has>
          </>
        )}
        extraActions={{
          labels: [T.exportCsv, T.printLabels, T.viewCodes],
          render: (row) => (
            <>
              <Has action={FT_PERMS.codeExport}>{action(T.exportCsv, () => void foodtraceApi.exportCodesCsv(row.id))}</Has>
              {action(T.printLabels, () => setPrinting(row))}
              {link(SCREENS.codeFood, { batchId: row.id }) && action(T.viewCodes, () => navigate(link(SCREENS.codeFood, { batchId: row.id })!))}
            </>
          ),
        }}
      />
      <PackDrawer open={packing} onClose={() => setPacking(false)} />
      <GenerateModal open={generating} onClose={() => setGenerating(false)} onDone={() => void list.reload()} />
      <LabelSheet open={Boolean(printing)} what={String(printing?.batchNo ?? '')} cacheKey={printing?.id ?? ''} total={Number(printing?.quantity ?? 0)}
        loadPage={batchLabelLoader(printing ?? { id: '' })} onClose={() => setPrinting(null)} />
    </>
  );
}
