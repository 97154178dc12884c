import { useMemo } from 'react';
import { NO_DELETE_KEY, type ResourceDef } from '@foodtrace/contracts';
import { resourceApi } from './resource-api';
import { feedback } from '@/lib/feedback';
import type { ResourceListState } from './use-resource-list';
import { CRUD_TEXT } from './texts';

/** Single and batch delete; the server's message is shown either way (spec §8: failure is a warning). */
export function useResourceDelete(def: ResourceDef, list: ResourceListState) {
  const api = useMemo(() => resourceApi(def), [def]);

  const run = async (call: Promise<{ success: boolean; message: string }>, count: number) => {
    const res = await call.catch(() => null); // the http client has already reported a transport error
    if (!res) return;
    if (res.success) {
      feedback.message.success(res.message);
      list.afterDelete(count);
    } else {
      feedback.message.warning(res.message);
    }
  };

  const removeOne = (id: string) => run(api.remove(id), 1);

  const removeSelected = () => {
    const ids = list.selectedRowKeys.map(String);
    if (ids.length === 0) {
      feedback.message.warning(CRUD_TEXT.selectOne);
      return;
    }
    // The server refuses the whole batch for one record it keeps: say so before asking, with the reason (rows
    // ticked on other pages included).
    const kept = list.selectedRows.filter((r) => typeof r[NO_DELETE_KEY] === 'string');
    if (kept.length) {
      feedback.message.warning(CRUD_TEXT.batchKept(ids.length, kept.length, String(kept[0][NO_DELETE_KEY])));
      return;
    }
    feedback.modal.confirm({
      title: CRUD_TEXT.confirmDeleteTitle,
      content: CRUD_TEXT.confirmBatchDelete(ids.length),
      okText: CRUD_TEXT.ok,
      cancelText: CRUD_TEXT.cancel,
      onOk: () => run(api.removeBatch(ids), ids.length),
    });
  };

  return { removeOne, removeSelected };
}
