import { Popconfirm, Table } from 'antd';
import { FT_DICT, FT_PERMS, type CaseContents } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { StatusTag } from '../common/status-tag';
import { CodeLink } from './code-link';
import { CODE_TEXT as T } from './texts';

/** A case's items with who packed each and when; 拆出 takes one out while the case has not shipped. */
export function CaseItemsTable({ contents, onUnpack }: { contents: CaseContents; onUnpack?: (id: string) => void }) {
  return (
    <Table size="small" rowKey="id" dataSource={contents.items} locale={{ emptyText: T.noItems }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: T.caseItems, dataIndex: 'code', render: (v: string) => <CodeLink code={v} /> },
        { title: T.status, dataIndex: 'status', render: (v: string) => <StatusTag dictCode={FT_DICT.codeStatus} value={v} /> },
        { title: T.scanCount, dataIndex: 'scanCount', width: 90 },
        { title: T.packedBy, dataIndex: 'packedBy' },
        { title: T.packedTime, dataIndex: 'packedTime' },
        {
          title: '', key: 'op', width: 64, render: (_v, r) => onUnpack && (
            <Has action={FT_PERMS.codePack}>
              <Popconfirm title={T.unpackConfirm} onConfirm={() => onUnpack(r.id)}><a>{T.unpack}</a></Popconfirm>
            </Has>
          ),
        },
      ]} />
  );
}
