import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Space, Tag } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { CODE_LEVEL, FT_PERMS, foodCodeResource, type ResourceDef } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import type { SearchValues } from '@/crud/list-params';
import { feedback } from '@/lib/feedback';
import { Has } from '@/lib/permissions';
import { SCREENS } from '../common/screen-paths';
import { TraceListPage } from '../common/trace-list-page';
import { useScreenLink } from '../common/use-screen-link';
import { CodeLink } from './code-link';
import { rowsLabelLoader } from './label-loaders';
import { LabelSheet } from './label-sheet';
import { VoidModal } from './void-modal';
import { CODE_TEXT as T } from './texts';

export interface CodeListProps {
  /** The code resource, or a view of it (an extra search field such as the generation date). */
  resource?: ResourceDef;
  searchResource?: ResourceDef;
  fixedSearch?: SearchValues;
  header?: ReactNode;
}

const MAX_VOID = 1000;

/**
 * The codes (CodeBase): status tags, each code opening its detail (CodeView), and for ticked codes 作废 (with
 * a reason) and 打印 labels. CodeFoodList and CodeDatePickerList are this list with a filter chosen beside it.
 */
export function CodeList({ resource = foodCodeResource, searchResource, fixedSearch, header }: CodeListProps) {
  const list = useResourceList(resource, fixedSearch);
  const link = useScreenLink();
  const navigate = useNavigate();
  const [voiding, setVoiding] = useState<string[] | null>(null);
  const [printing, setPrinting] = useState<ResourceRow[] | null>(null);
  const view = (code: unknown) => link(SCREENS.codeView, { code: String(code) });

  const withSelection = (run: (rows: ResourceRow[]) => void) => () => {
    const rows = list.selectedRows;
    if (!rows.length) feedback.message.warning(T.selectFirst);
    else run(rows);
  };

  return (
    <>
      <TraceListPage
        resource={resource} list={list} searchResource={searchResource} fixedSearch={fixedSearch} header={header}
        onDetail={(row) => { const to = view(row.code); if (to) navigate(to); }}
        renderers={{
          // a case's mark goes under its code: beside it, it would widen the column past a 1440 px screen
          code: (v, row) => (
            <Space orientation="vertical" size={0} align="center">
              <CodeLink code={String(v ?? '')} />
              {row.codeLevel === CODE_LEVEL.case && <Tag color="purple" style={{ marginInlineEnd: 0 }}>{T.levels.CASE}</Tag>}
            </Space>
          ),
        }}
        toolbarExtra={(
          <>
            <Has action={FT_PERMS.codeVoid}>
              <Button danger icon={<StopOutlined />} onClick={withSelection((rows) => {
                if (rows.length > MAX_VOID) feedback.message.warning(T.tooManyToVoid);
                else setVoiding(rows.map((r) => r.id));
              })}>{T.voidSelected}</Button>
            </Has>
            <Button icon={<PrinterOutlined />} onClick={withSelection(setPrinting)}>{T.printSelected}</Button>
          </>
        )}
      />
      <VoidModal ids={voiding} onClose={() => setVoiding(null)} onDone={() => { list.clearSelection(); void list.reload(); }} />
      <LabelSheet open={Boolean(printing)} what="所选追溯码" cacheKey={(printing ?? []).map((r) => r.id).join(',')} total={printing?.length ?? 0} loadPage={rowsLabelLoader(printing ?? [])} onClose={() => setPrinting(null)} />
    </>
  );
}
