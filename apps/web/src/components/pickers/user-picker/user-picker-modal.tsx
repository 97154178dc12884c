import { useState } from 'react';
import { Col, Row as GridRow, Table } from 'antd';
import { MODAL_WIDTH, PAGING } from '@foodtrace/contracts';
import { DepartTree } from '../depart-picker/depart-tree';
import { PickerModal } from '../picker-modal';
import { mergeSelection, singleSelection } from '../selection';
import { PICKER_TEXT } from '../texts';
import { usePickerSelection } from '../use-picker-selection';
import { USER_COLUMNS } from './user-columns';
import { UserFilterBar } from './user-filter-bar';
import type { UserFilters, UserRow } from './user-query';
import { useUserRows } from './use-user-rows';

const T = PICKER_TEXT.user;

export interface UserPickerModalProps {
  open: boolean;
  multiple: boolean;
  /** The department tree on the left (1250 wide); without it the dialog is 1200 (spec §9). */
  departTree: boolean;
  /** The field that identifies a user in the value (and the selection). */
  keyField: 'username' | 'id';
  /** The users chosen when the dialog opens, by keyField. */
  initial: () => Map<string, UserRow>;
  onOk: (users: UserRow[]) => void;
  onClose: () => void;
}

/** The user picker's dialog (JeecgBoot's JSelectUserByDepModal). */
export function UserPickerModal({ open, multiple, departTree, keyField, initial, onOk, onClose }: UserPickerModalProps) {
  const keyOf = (u: UserRow) => String(u[keyField]);
  const [selection, setSelection] = usePickerSelection<UserRow>(open, initial);
  const [departId, setDepartId] = useState<string>();
  const [filters, setFilters] = useState<UserFilters>({});
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGING.defaultPageSize });
  const { rows, total, loading } = useUserRows(departId, filters, page.pageNo, page.pageSize);

  const choose = (u: UserRow) => {
    if (!multiple) return setSelection(singleSelection(u, keyOf));
    const key = keyOf(u);
    const keys = selection.has(key) ? [...selection.keys()].filter((k) => k !== key) : [...selection.keys(), key];
    setSelection(mergeSelection(selection, keys, rows, keyOf));
  };

  const table = (
    <>
      <UserFilterBar value={filters} onChange={(f) => { setFilters(f); setPage((p) => ({ ...p, pageNo: 1 })); }} />
      <Table<UserRow>
        size="small" rowKey={keyOf} columns={USER_COLUMNS} dataSource={rows} loading={loading} scroll={{ y: 400 }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio', selectedRowKeys: [...selection.keys()], preserveSelectedRowKeys: true,
          onChange: (keys) => setSelection(multiple ? mergeSelection(selection, keys, rows, keyOf) : new Map(rows.filter((r) => keys.map(String).includes(keyOf(r))).map((r) => [keyOf(r), r]))),
        }}
        onRow={(u) => ({ onClick: () => choose(u), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.pageNo, pageSize: page.pageSize, total, showSizeChanger: true, showQuickJumper: true,
          pageSizeOptions: PAGING.pageSizeOptions.map(String), showTotal: PICKER_TEXT.total,
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </>
  );

  return (
    <PickerModal
      open={open} title={T.title} width={departTree ? MODAL_WIDTH.userPickerWide : MODAL_WIDTH.userPicker}
      onOk={() => onOk([...selection.values()])} onClose={onClose}
    >
      {departTree ? (
        <GridRow gutter={16}>
          <Col span={6} style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
            <DepartTree mode="select" keys={departId ? [departId] : []} height={460}
              onChange={(keys) => { setDepartId(keys[0]); setPage((p) => ({ ...p, pageNo: 1 })); }} />
          </Col>
          <Col span={18}>{table}</Col>
        </GridRow>
      ) : table}
    </PickerModal>
  );
}
