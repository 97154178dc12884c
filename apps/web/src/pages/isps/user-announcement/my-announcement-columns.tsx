import { Button, Tag, type TableColumnsType } from 'antd';
import type { MyAnnouncementRecord } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict';
import { PriorityTag } from '@/components/notice';
import { MY_NOTICE_TEXT as T } from './texts';

export function myAnnouncementColumns(onView: (row: MyAnnouncementRecord) => void): TableColumnsType<MyAnnouncementRecord> {
  return [
    { title: T.title, dataIndex: 'titile', ellipsis: true, width: 260 },
    { title: T.category, dataIndex: 'msgCategory', width: 110, align: 'center', render: (v: string) => <DictTag dictCode="msg_category" value={v} /> },
    { title: T.sender, dataIndex: 'sender', width: 120, align: 'center' },
    { title: T.priority, dataIndex: 'priority', width: 110, align: 'center', render: (v: string) => <PriorityTag priority={v} /> },
    { title: T.sendTime, dataIndex: 'sendTime', width: 170, align: 'center' },
    {
      title: T.readFlag, dataIndex: 'readFlag', width: 100, align: 'center',
      render: (v: string) => (v === '1' ? <Tag>{T.read}</Tag> : <Tag color="red">{T.unread}</Tag>),
    },
    {
      title: T.actions, key: 'actions', width: 90, align: 'center', fixed: 'right',
      render: (_v, row) => <Button type="link" size="small" onClick={() => onView(row)}>{T.view}</Button>,
    },
  ];
}
