import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Space, Switch, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { EditableTable, isTableValidationError, type EditableTableHandle, type SlotRender } from '@/components/editable-table';
import { feedback } from '@/lib/feedback';
import { INTAKE_COLUMNS, POSTED_ROWS } from './intake-columns';
import { intakeRows } from './intake-rows';
import { DEMO_TEXT } from './texts';

/** The page id both windows of the demo join (spec §7.5 /vxeSocket/{userId}/{pageId}). */
export const INTAKE_PAGE_ID = 'demo-crude-intake';

const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const SLOTS: Record<string, SlotRender> = {
  amount: ({ row }) => {
    const q = Number(row.quantity);
    const p = Number(row.unitPrice);
    return Number.isFinite(q) && Number.isFinite(p) && row.quantity !== '' && row.unitPrice !== ''
      ? <span className="et-number">{money(q * p)}</span> : null;
  },
};

/** 原料入库明细: most column types, drag sort, statistics, validation and the real-time socket. */
export function IntakeTab() {
  const table = useRef<EditableTableHandle>(null);
  const rows = useMemo(intakeRows, []);
  const [alwaysEdit, setAlwaysEdit] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const save = async () => {
    try {
      const values = await table.current!.getValuesPromise(true);
      const text = DEMO_TEXT.validOk(values.length, table.current!.getDeleteIds().length);
      feedback.message.success(text);
      setResult(`${text}\n${JSON.stringify(values[0] ?? {}, null, 2)}`);
    } catch (e) {
      if (!isTableValidationError(e)) throw e;
      const text = DEMO_TEXT.validFailed(e.index + 1, e.message);
      feedback.message.error(text);
      setResult(text);
    }
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={DEMO_TEXT.intakeHint} description={DEMO_TEXT.posted} />
      <EditableTable
        ref={table} columns={INTAKE_COLUMNS} dataSource={rows} rowNumber rowSelection dragSort alwaysEdit={alwaysEdit}
        disabledRows={POSTED_ROWS} slots={SLOTS} socketPageId={INTAKE_PAGE_ID}
        toolbarExtra={
          <>
            <Button icon={<CheckOutlined />} onClick={() => void save()}>{DEMO_TEXT.validateSave}</Button>
            <Switch checked={alwaysEdit} onChange={setAlwaysEdit} /> {DEMO_TEXT.alwaysEdit}
          </>
        }
      />
      {result && (
        <div>
          <Tag>{DEMO_TEXT.lastSaved}</Tag>
          <Typography.Paragraph><pre className="demo-result">{result}</pre></Typography.Paragraph>
        </div>
      )}
    </Space>
  );
}
