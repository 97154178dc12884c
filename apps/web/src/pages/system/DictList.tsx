import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { DeleteOutlined, SyncOutlined } from '@ant-design/icons';
import { DICT_ADMIN_TEXT, DICT_PERMS, dictResource } from '@foodtrace/contracts';
import { refreshDictCache } from '@/app/session/session-service';
import { queryClient } from '@/app/query-client';
import { ResourceFormModal, useResourceList, withRowActions, type FormModalState, type FormMode, type ResourceRow } from '@/crud';
import { actionsWidth, resourceColumns } from '@/crud/resource-columns';
import { ResourceSearchForm } from '@/crud/resource-search-form';
import { ResourceToolbar } from '@/crud/resource-toolbar';
import { SelectionBar } from '@/crud/selection-bar';
import { useResourceDelete } from '@/crud/use-resource-delete';
import { feedback } from '@/lib/feedback';
import { Has } from '@/lib/permissions';
import { DictItemDrawer } from './dict-list/dict-item-drawer';
import { DictRecycleBin } from './dict-list/dict-recycle-bin';
import { DICT_LIST_TEXT as T } from './dict-list/texts';
import { ResourceTable } from '@/crud/resource-table';

/**
 * 数据字典 (spec §2.3, §7.2 Dictionary): the dictionary list and form derive from its definition; each row
 * opens 字典配置 (the item drawer); 刷新缓存 runs refleshCache then queryAllDictItems into the 7-day local
 * cache ('刷新缓存完成！' / '刷新缓存失败！'); 回收站 restores or purges deleted dictionaries.
 */
export default function DictList() {
  const def = dictResource;
  const list = useResourceList(def);
  const { removeOne, removeSelected } = useResourceDelete(def, list);
  const [modal, setModal] = useState<FormModalState>({ open: false, mode: 'add' });
  const [configuring, setConfiguring] = useState<{ id: string; dictName: string; dictCode: string } | null>(null);
  const [binOpen, setBinOpen] = useState(false);
  const open = (mode: FormMode, record?: ResourceRow) => setModal({ open: true, mode, record });
  const { pageNo, pageSize, sort } = list.query;

  const refresh = async () => {
    try {
      await refreshDictCache();
      await queryClient.invalidateQueries({ queryKey: ['dict'] });
      feedback.message.success(DICT_ADMIN_TEXT.refreshOk);
    } catch {
      feedback.message.warning(DICT_ADMIN_TEXT.refreshFailed);
    }
  };

  const columns = withRowActions(resourceColumns(def, sort, (pageNo - 1) * pageSize, {
    onEdit: (row) => open('edit', row), onDetail: (row) => open('detail', row), onDelete: (row) => removeOne(row.id),
  }), (row) => <Button type="link" size="small" onClick={() => setConfiguring({ id: row.id, dictName: String(row.dictName), dictCode: String(row.dictCode) })}>{T.configure}</Button>, actionsWidth(def, [T.configure]));

  return (
    <Card variant="borderless">
      <ResourceSearchForm resource={def} onSearch={list.search} onReset={list.reset} />
      <Space wrap>
        <ResourceToolbar resource={def} onAdd={() => open('add')} onBatchDelete={removeSelected} />
        <Space style={{ marginBottom: 16 }}>
          <Button icon={<SyncOutlined />} onClick={() => void refresh()}>{T.refreshCache}</Button>
          <Has action={DICT_PERMS.recycle}><Button icon={<DeleteOutlined />} onClick={() => setBinOpen(true)}>{T.recycleBin}</Button></Has>
        </Space>
      </Space>
      <SelectionBar count={list.selectedRowKeys.length} onClear={list.clearSelection} />
      <ResourceTable list={list} columns={columns} />
      <ResourceFormModal resource={def} state={modal} onClose={() => setModal((m) => ({ ...m, open: false }))} onSaved={() => void list.reload()} />
      <DictItemDrawer dict={configuring} onClose={() => setConfiguring(null)} />
      <DictRecycleBin open={binOpen} onClose={() => setBinOpen(false)} onChanged={() => void list.reload()} />
    </Card>
  );
}
