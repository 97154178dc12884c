import { lazy, Suspense, useState } from 'react';
import { Card, type TableColumnsType } from 'antd';
import { announcementResource, type AnnouncementRecord, type ApiResult } from '@foodtrace/contracts';
import { PriorityTag } from '@/components/notice';
import { useResourceList, type ResourceRow } from '@/crud';
import { resourceColumns } from '@/crud/resource-columns';
import { ResourceSearchForm } from '@/crud/resource-search-form';
import { ResourceToolbar } from '@/crud/resource-toolbar';
import { SelectionBar } from '@/crud/selection-bar';
import { useResourceDelete } from '@/crud/use-resource-delete';
import { runWrite } from './admin-common/call';
import { ANNOUNCEMENT_ACTIONS_WIDTH, AnnouncementActions } from './announcement-list/announcement-actions';
import { announcementAdminApi } from './announcement-list/announcement-api';
import { AnnouncementFormModal } from './announcement-list/announcement-form-modal';
import { ResourceTable } from '@/crud/resource-table';

const AnnouncementDetailModal = lazy(() => import('@/components/notice/announcement-detail-modal').then((m) => ({ default: m.AnnouncementDetailModal })));

/**
 * 系统通告 (spec §2.3, §7.2 Announcement): the list and search derive from the announcement definition; the
 * form is rich text with recipients; 发布 tells every reader's bell at once (notice socket), 撤销 takes it back.
 */
export default function AnnouncementList() {
  const def = announcementResource;
  const list = useResourceList(def);
  const { removeOne, removeSelected } = useResourceDelete(def, list);
  const [formTarget, setFormTarget] = useState<'new' | string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const { pageNo, pageSize, sort } = list.query;

  const act = async (call: Promise<ApiResult<unknown>>) => {
    if (await runWrite(call)) void list.reload();
  };
  const generic = resourceColumns(def, sort, (pageNo - 1) * pageSize, { onEdit: () => undefined, onDetail: () => undefined, onDelete: async () => undefined });
  const columns = generic.map((c) => {
    if (c.key === 'priority') return { ...c, render: (_v: unknown, row: ResourceRow) => <PriorityTag priority={String(row.priority)} /> };
    if (c.key !== '__actions') return c;
    return {
      ...c, width: ANNOUNCEMENT_ACTIONS_WIDTH,
      render: (_v: unknown, row: ResourceRow) => (
        <AnnouncementActions row={row as unknown as AnnouncementRecord} actions={{
          onEdit: (r) => setFormTarget(r.id), onView: (r) => setViewing(r.id), onDelete: (r) => void removeOne(r.id),
          onRelease: (r) => void act(announcementAdminApi.release(r.id)), onRevoke: (r) => void act(announcementAdminApi.revoke(r.id)),
        }} />
      ),
    };
  }) as TableColumnsType<ResourceRow>;

  return (
    <Card variant="borderless">
      <ResourceSearchForm resource={def} onSearch={list.search} onReset={list.reset} />
      <ResourceToolbar resource={def} onAdd={() => setFormTarget('new')} onBatchDelete={removeSelected} onSuperQuery={list.superSearch} />
      <SelectionBar count={list.selectedRowKeys.length} onClear={list.clearSelection} />
      <ResourceTable list={list} columns={columns} />
      <AnnouncementFormModal target={formTarget} onClose={() => setFormTarget(null)} onSaved={() => void list.reload()} />
      {viewing && (
        <Suspense fallback={null}>
          <AnnouncementDetailModal announcementId={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
