import { useState } from 'react';
import { Card } from 'antd';
import { checkRuleResource, type CheckRuleRecord } from '@foodtrace/contracts';
import { ResourceFormModal, useResourceList, type FormModalState } from '@/crud';
import { resourceColumns } from '@/crud/resource-columns';
import { ResourceSearchForm } from '@/crud/resource-search-form';
import { ResourceToolbar } from '@/crud/resource-toolbar';
import { SelectionBar } from '@/crud/selection-bar';
import { useResourceDelete } from '@/crud/use-resource-delete';
import { CheckRuleForm } from './check-rule-list/check-rule-form';
import { ResourceTable } from '@/crud/resource-table';

/**
 * 校验规则 (spec §2.3, §4 Other, §7.2 checkByCode): list and search from the rule definition; the form edits
 * the ordered lines (digits, pattern, message) with the same safety check and evaluator as the server.
 */
export default function CheckRuleList() {
  const def = checkRuleResource;
  const list = useResourceList(def);
  const { removeOne, removeSelected } = useResourceDelete(def, list);
  const [editing, setEditing] = useState<'new' | CheckRuleRecord | null>(null);
  const [detail, setDetail] = useState<FormModalState>({ open: false, mode: 'detail' });
  const { pageNo, pageSize, sort } = list.query;

  const columns = resourceColumns(def, sort, (pageNo - 1) * pageSize, {
    onEdit: (row) => setEditing(row as unknown as CheckRuleRecord),
    onDetail: (row) => setDetail({ open: true, mode: 'detail', record: row }),
    onDelete: (row) => removeOne(row.id),
  });

  return (
    <Card variant="borderless">
      <ResourceSearchForm resource={def} onSearch={list.search} onReset={list.reset} />
      <ResourceToolbar resource={def} onAdd={() => setEditing('new')} onBatchDelete={removeSelected} />
      <SelectionBar count={list.selectedRowKeys.length} onClear={list.clearSelection} />
      <ResourceTable list={list} columns={columns} />
      <CheckRuleForm target={editing} onClose={() => setEditing(null)} onSaved={() => void list.reload()} />
      <ResourceFormModal resource={def} state={detail} onClose={() => setDetail((d) => ({ ...d, open: false }))} onSaved={() => void list.reload()} />
    </Card>
  );
}
