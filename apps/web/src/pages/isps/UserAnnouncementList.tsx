import { lazy, Suspense, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Select, Space, Table } from 'antd';
import { CheckOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { MyAnnouncementRecord } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { DictSelect } from '@/components/dict';
import { noticeApi, openActionOf } from '@/components/notice';
import { listPagination } from '@/crud/resource-table';
import { feedback } from '@/lib/feedback';
import { myAnnouncementColumns } from './user-announcement/my-announcement-columns';
import { MY_NOTICE_TEXT as T } from './user-announcement/texts';
import { useMyAnnouncements, type MyFilters } from './user-announcement/use-my-announcements';

const AnnouncementDetailModal = lazy(() => import('@/components/notice/announcement-detail-modal').then((m) => ({ default: m.AnnouncementDetailModal })));
const COL = { xl: 6, lg: 8, md: 12, sm: 24, xs: 24 } as const;

/**
 * 我的消息 (spec §2.1 /isps/userAnnouncement, reached from the bell's 查看更多): the user's published
 * announcements, read and unread, with 全部标注已读. 查看 marks one read and opens it like the bell does.
 */
export default function UserAnnouncementList() {
  const list = useMyAnnouncements();
  const navigate = useNavigate();
  const menu = useSessionStore((s) => s.menu);
  const [form] = Form.useForm<MyFilters>();
  const [detailId, setDetailId] = useState<string | null>(null);

  const view = async (row: MyAnnouncementRecord) => {
    if (row.readFlag === '0') await noticeApi.markRead(row.anntId).catch(() => null);
    void list.reload();
    const action = openActionOf(row, menu);
    if (action.kind === 'navigate') navigate(action.to);
    else setDetailId(row.anntId);
  };
  const readAll = () => feedback.modal.confirm({
    title: T.readAll, content: T.readAllConfirm, okText: T.ok, cancelText: T.cancel,
    onOk: async () => {
      const res = await noticeApi.readAll().catch(() => null);
      if (!res) return;
      if (res.success) feedback.message.success(res.message);
      else feedback.message.warning(res.message);
      await list.reload();
    },
  });

  return (
    <Card variant="borderless">
      <Form form={form} name="my-announcement-search" onFinish={list.search} role="search">
        <Row gutter={24}>
          <Col {...COL}><Form.Item name="titile" label={T.title}><Input placeholder={T.inputTitle} allowClear /></Form.Item></Col>
          <Col {...COL}><Form.Item name="msgCategory" label={T.category}><DictSelect dictCode="msg_category" placeholder={T.chooseCategory} /></Form.Item></Col>
          <Col {...COL}>
            <Form.Item name="readFlag" label={T.readFlag}>
              <Select allowClear placeholder={T.chooseRead} options={[{ value: '0', label: T.unread }, { value: '1', label: T.read }]} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{T.search}</Button>
              <Button icon={<ReloadOutlined />} onClick={() => { form.resetFields(); list.search({}); }}>{T.reset}</Button>
            </Space>
          </Col>
        </Row>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<CheckOutlined />} onClick={readAll}>{T.readAll}</Button>
      </Space>
      <Table<MyAnnouncementRecord>
        rowKey="id" size="middle" columns={myAnnouncementColumns((row) => void view(row))} dataSource={list.records}
        loading={list.loading} scroll={{ x: 'max-content' }}
        pagination={listPagination(list.page, list.total, { onChange: (pageNo, pageSize) => list.setPage({ pageNo, pageSize }) })}
      />
      {detailId && (
        <Suspense fallback={null}>
          <AnnouncementDetailModal announcementId={detailId} onClose={() => setDetailId(null)} />
        </Suspense>
      )}
    </Card>
  );
}
