import { useMemo, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { WIDGETS } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { popupMapping, popupValues } from '../logic/popup-config';
import { ellipsis } from '../logic/upload-value';
import type { CellComponent, CellProps } from './cell-types';
import { placeholderOf } from './column-options';
import { textOf } from './input-cell';
import { PopupModal } from './popup-modal';
import { onlineReportSource, type PopupSource } from './popup-source';

function PopupEditor({ value, column, disabled, invalid, autoFocus, onInput, onBlur, setRowValues }: CellProps) {
  const [open, setOpen] = useState(false);
  const mapping = popupMapping(column);
  const own = column.props?.source as PopupSource | undefined;
  const source = useMemo(() => own ?? onlineReportSource(column.popupCode ?? ''), [own, column.popupCode]);

  const openPicker = () => {
    if (disabled) return;
    // spec §4 Other: the popup refuses to open without a complete field mapping.
    if ('error' in mapping) feedback.message.error(mapping.error);
    else setOpen(true);
  };

  return (
    <>
      <Input
        value={textOf(value)} readOnly={!column.allowInput} disabled={disabled} autoFocus={autoFocus}
        placeholder={placeholderOf(column, true)} status={invalid ? 'error' : undefined}
        suffix={<SearchOutlined role="button" aria-label={column.title} onClick={openPicker} />}
        onClick={column.allowInput ? undefined : openPicker}
        onChange={(e) => onInput(e.target.value)} onBlur={onBlur}
      />
      {!('error' in mapping) && (
        <PopupModal open={open} title={column.title} source={source} onClose={() => setOpen(false)}
          onPick={(record) => {
            setOpen(false);
            const values = popupValues(record, mapping.pairs);
            // A cell outside the target fields shows its own report field (column.field).
            if (!(column.key in values)) values[column.key] = record[mapping.field] ?? '';
            setRowValues(values);
          }} />
      )}
    </>
  );
}

function PopupView({ value }: CellProps) {
  const text = textOf(value);
  return <span title={text}>{ellipsis(text, WIDGETS.popupEllipsis)}</span>;
}

/**
 * popup: picks a record and copies its original fields into the row's target fields (spec §3 popupCode,
 * orgFields, destFields). The record comes from the online report of popupCode, or column.props.source.
 */
export const PopupCell: CellComponent = { Editor: PopupEditor, View: PopupView };
