import { useEffect, useState } from 'react';
import { Button, Input, Radio, Select, Space } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { feedback } from '@/lib/feedback';
import { modeFor, type Direction, type TraceBy } from './trace-query';
import { LotPickerModal } from './lot-picker-modal';
import { TRACE_TEXT } from './texts';

export interface TraceSearchProps {
  by: TraceBy;
  value: string;
  direction: Direction;
  loading: boolean;
  /** The lot number of a lot traced by its id (picked from the list, or a link): shown instead of the id. */
  lotNo?: string;
  onSearch: (by: TraceBy, value: string, direction: Direction) => void;
}

const BY_OPTIONS = (['code', 'lotNo', 'supplierLotNo'] as const).map((v) => ({ value: v, label: TRACE_TEXT.by[v] }));

/** What to trace from (a code, one of our lot numbers, a supplier's lot number, or a lot picked from the list) and which way. */
export function TraceSearch({ by, value, direction, loading, lotNo, onSearch }: TraceSearchProps) {
  const [mode, setMode] = useState<TraceBy>(by === 'lotId' ? 'lotNo' : by);
  const [text, setText] = useState(by === 'lotId' ? lotNo ?? '' : value);
  const [dir, setDir] = useState<Direction>(direction);
  const [picking, setPicking] = useState(false);
  useEffect(() => { setDir(direction); }, [direction]);
  // The box always says what is traced: a picked lot by its number (never its internal id, nor the old text).
  useEffect(() => {
    if (by !== 'lotId') { setMode(by); setText(value); return; }
    setMode('lotNo');
    setText(lotNo ?? '');
  }, [by, value, lotNo]);

  const submit = (v = text) => {
    if (!v.trim()) {
      feedback.message.warning(TRACE_TEXT.emptyInput);
      return;
    }
    // What cannot be a trace code (F20261122-02) is one of our lot numbers: traced as one, not answered 追溯码不存在.
    const by = modeFor(mode, v);
    if (by !== mode) setMode(by);
    onSearch(by, v, dir);
  };

  return (
    <Space wrap size={12} className="trace-search">
      <Space.Compact>
        <Select<TraceBy> value={mode} onChange={setMode} options={BY_OPTIONS} style={{ width: 120 }} aria-label="追溯方式" />
        <Input.Search
          value={text} onChange={(e) => setText(e.target.value)} onSearch={(v) => submit(v)} placeholder={TRACE_TEXT.placeholder[mode]}
          enterButton={TRACE_TEXT.query} loading={loading} allowClear style={{ width: 380 }} aria-label={TRACE_TEXT.by[mode]}
        />
      </Space.Compact>
      <Button icon={<DatabaseOutlined />} onClick={() => setPicking(true)}>{TRACE_TEXT.pickLot}</Button>
      <Radio.Group
        value={dir} optionType="button" buttonStyle="solid"
        options={[{ value: 'backward', label: TRACE_TEXT.backward }, { value: 'forward', label: TRACE_TEXT.forward }]}
        onChange={(e) => {
          const next = e.target.value as Direction;
          setDir(next);
          if (value) onSearch(by, value, next);
        }}
      />
      <LotPickerModal open={picking} onClose={() => setPicking(false)} onPick={(lot) => { setPicking(false); onSearch('lotId', lot.id, dir); }} />
    </Space>
  );
}
