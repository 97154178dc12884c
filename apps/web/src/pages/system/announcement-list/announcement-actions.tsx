import { Button, Popconfirm, Space } from 'antd';
import { ANNOUNCEMENT_PERMS, NOTICE, type AnnouncementRecord } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { actionSeparator } from '@/crud';
import { linksWidth } from '@/crud/resource-columns';
import { ANNT_TEXT as T } from './texts';

export interface AnnouncementRowActions {
  onEdit: (row: AnnouncementRecord) => void;
  onView: (row: AnnouncementRecord) => void;
  onRelease: (row: AnnouncementRecord) => void;
  onRevoke: (row: AnnouncementRecord) => void;
  onDelete: (row: AnnouncementRecord) => void;
}

/** The most links a row shows (an unpublished notice): 编辑 | 查看 | 发布 | 删除. */
export const ANNOUNCEMENT_ACTIONS_WIDTH = linksWidth([T.edit, T.view, T.release, T.delete]);

/**
 * 编辑 and 发布 while unpublished (a draft or a revoked notice), 撤销 while published, 查看 and 删除 always
 * (JeecgBoot's SysAnnouncementList), each behind its permission code.
 */
export function AnnouncementActions({ row, actions }: { row: AnnouncementRecord; actions: AnnouncementRowActions }) {
  const published = row.sendStatus === NOTICE.sendStatus.published;
  const link = (label: string, onClick?: () => void, danger = false) => <Button type="link" size="small" danger={danger} onClick={onClick}>{label}</Button>;
  return (
    <Space size={0} separator={actionSeparator}>
      {!published && <Has action={ANNOUNCEMENT_PERMS.edit}>{link(T.edit, () => actions.onEdit(row))}</Has>}
      {link(T.view, () => actions.onView(row))}
      {!published && (
        <Has action={ANNOUNCEMENT_PERMS.release}>
          <Popconfirm title={T.confirmRelease} okText={T.ok} cancelText={T.cancel} onConfirm={() => actions.onRelease(row)}>{link(T.release)}</Popconfirm>
        </Has>
      )}
      {published && (
        <Has action={ANNOUNCEMENT_PERMS.revoke}>
          <Popconfirm title={T.confirmRevoke} okText={T.ok} cancelText={T.cancel} onConfirm={() => actions.onRevoke(row)}>{link(T.revoke)}</Popconfirm>
        </Has>
      )}
      <Has action={ANNOUNCEMENT_PERMS.delete}>
        <Popconfirm title={T.confirmDelete} okText={T.ok} cancelText={T.cancel} onConfirm={() => actions.onDelete(row)}>{link(T.delete, undefined, true)}</Popconfirm>
      </Has>
    </Space>
  );
}
