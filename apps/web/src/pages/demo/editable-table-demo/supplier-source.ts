import type { PageResult } from '@foodtrace/contracts';
import { ORG_TYPE } from '@foodtrace/contracts';
import type { PopupSource } from '@/components/editable-table';
import { getAction } from '@/lib/http';

/**
 * The suppliers of 相关组织 as the record source of the 供应商 popup cell: the demo picks real records of the
 * installation (the online-report source of the popup needs a configured report).
 */
export const supplierSource: PopupSource = {
  title: '选择供应商',
  searchable: true,
  columns: async () => [
    { title: '组织名称', dataIndex: 'name' },
    { title: '联系人', dataIndex: 'contactPerson' },
    { title: '联系电话', dataIndex: 'phone' },
    { title: '统一社会信用代码', dataIndex: 'uscc' },
  ],
  load: async ({ pageNo, pageSize, keyword }) => {
    const res = await getAction<PageResult<Record<string, unknown>>>('/foodtrace/relationOffice/list', {
      pageNo, pageSize, orgType: ORG_TYPE.supplier, ...(keyword ? { name: `*${keyword}*` } : {}),
    });
    if (!res.success) throw new Error(res.message);
    return { records: res.result.records, total: res.result.total };
  },
};
