import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Input, Row, Space, Table, Typography, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { ADDRESS_LIST_TEXT as T, type AddressEntry, type PageResult } from '@foodtrace/contracts';
import { DepartTree } from '@/components/pickers/depart-picker/depart-tree';
import { getAction, queryResult } from '@/lib/http';
import { fileAccessUrl } from '@/lib/file-url';

const C = T.columns;
const PAGE_SIZE = 20;

/** A contact one click away: a phone number dials on a phone, an address opens the mail program. */
const link = (scheme: 'tel' | 'mailto') => (value: string | null) =>
  value ? <Typography.Link href={`${scheme}:${value.replace(/\s/g, '')}`}>{value}</Typography.Link> : null;

// 部门 takes what the others leave: their widths add up to 780 px, so at 1440 px it keeps about 100 (it had none
// when they took 890 of the card's 877), enough for 质量管理部; longer names end in … with the whole on hover.
const COLUMNS: TableColumnsType<AddressEntry> = [
  {
    title: C.realname, key: 'realname', width: 140,
    render: (_v, r) => (
      <Space>
        <Avatar size="small" src={fileAccessUrl(r.avatar)} icon={<UserOutlined />} />
        <span>{r.realname ?? r.username}</span>
      </Space>
    ),
  },
  { title: C.workNo, dataIndex: 'workNo', width: 90 },
  { title: C.departNames, dataIndex: 'departNames', ellipsis: true },
  { title: C.postNames, dataIndex: 'postNames', width: 100, ellipsis: true },
  { title: C.phone, dataIndex: 'phone', width: 120, render: link('tel') },
  { title: C.telephone, dataIndex: 'telephone', width: 130, render: link('tel') },
  { title: C.email, dataIndex: 'email', width: 200, ellipsis: true, render: link('mailto') },
];

/**
 * 通讯录 (spec §2.3 System pages: address list): colleagues by department (a department includes the ones under
 * it) or by a name, account, 工号 or phone fragment. Only those who can sign in are listed.
 */
export default function AddressList() {
  const [depart, setDepart] = useState<{ id: string; name: string } | null>(null);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const q = useQuery({
    queryKey: ['address-list', depart?.id ?? '', keyword, pageNo],
    queryFn: () => queryResult(getAction<PageResult<AddressEntry>>('/sys/user/addressList', {
      departId: depart?.id, keyword: keyword || undefined, pageNo, pageSize: PAGE_SIZE,
    })),
    placeholderData: keepPreviousData,
  });

  return (
    <Row gutter={12}>
      <Col xs={24} md={7} xl={6}>
        <Card size="small" title={T.title}>
          <DepartTree mode="select" keys={depart ? [depart.id] : []} height={560} onChange={(keys, titles) => {
            setDepart(keys[0] ? { id: keys[0], name: titles.get(keys[0]) ?? '' } : null);
            setPageNo(1);
          }} />
        </Card>
      </Col>
      <Col xs={24} md={17} xl={18}>
        <Card size="small" title={depart ? T.departHint(depart.name) : T.allDeparts}
          extra={<Input.Search allowClear placeholder={T.keyword} style={{ width: 280 }} onSearch={(v) => { setKeyword(v.trim()); setPageNo(1); }} />}>
          <Table<AddressEntry> rowKey="id" size="middle" columns={COLUMNS} dataSource={q.data?.records ?? []} loading={q.isFetching}
            pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, showSizeChanger: false, onChange: setPageNo, showTotal: (n) => `共 ${n} 人` }} />
        </Card>
      </Col>
    </Row>
  );
}
