import { Col, Empty, Flex, Row as GridRow, Tag, Typography, type TableColumnsType } from 'antd';
import { MODAL_WIDTH, PAGING } from '@foodtrace/contracts';
import { PagedPickerTable } from '../paged-picker-table';
import { PickerModal } from '../picker-modal';
import type { Row } from '../picker-api';
import { PICKER_TEXT } from '../texts';
import { usePickerSelection } from '../use-picker-selection';
import { toBulkOption, type BulkOption } from './bulk-options';

export interface BulkPickerModalProps {
  open: boolean;
  title: string;
  listUrl: string;
  columns: TableColumnsType<Row>;
  valueKey: string;
  labelKey: string;
  search?: { field: string; label: string };
  params?: Record<string, unknown>;
  multiple: boolean;
  /** The selection the dialog opens with. */
  initial: ReadonlyMap<string, Row>;
  onOk: (options: BulkOption[]) => void;
  onClose: () => void;
}

/** The bulk picker's dialog: the paged list (5/10/20/30 per page) and the chosen items beside it (900 wide). */
export function BulkPickerModal({ open, title, listUrl, columns, valueKey, labelKey, search, params, multiple, initial, onOk, onClose }: BulkPickerModalProps) {
  const [selection, setSelection] = usePickerSelection<Row>(open, () => new Map(initial));
  const chosen = [...selection.values()].map((r) => toBulkOption(r, valueKey, labelKey));
  const remove = (value: string) => setSelection((s) => { const next = new Map(s); next.delete(value); return next; });

  return (
    <PickerModal open={open} title={title} width={MODAL_WIDTH.bulkPicker} onOk={() => onOk(chosen)} onClose={onClose}>
      <GridRow gutter={16}>
        <Col span={16}>
          <PagedPickerTable<Row>
            url={listUrl} columns={columns} rowKey={(r) => String(r[valueKey])} search={search} params={params}
            pageSizeOptions={PAGING.bulkPickerPageSizeOptions} multiple={multiple} selection={selection} onSelectionChange={setSelection}
          />
        </Col>
        <Col span={8}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Typography.Text strong>{PICKER_TEXT.bulk.chosen}</Typography.Text>
            <Typography.Text type="secondary">{PICKER_TEXT.selected(chosen.length)}</Typography.Text>
          </Flex>
          <Flex wrap gap={6} align="flex-start" data-testid="bulk-chosen"
            style={{ minHeight: 120, padding: 8, border: '1px dashed #d9d9d9', borderRadius: 6, alignContent: 'flex-start' }}>
            {chosen.length ? chosen.map((o) => (
              <Tag key={o.value} closable color="blue" onClose={(e) => { e.preventDefault(); remove(o.value); }} style={{ marginInlineEnd: 0 }}>{o.label}</Tag>
            )) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} style={{ margin: 'auto' }} />}
          </Flex>
        </Col>
      </GridRow>
    </PickerModal>
  );
}
