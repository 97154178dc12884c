import { useState } from 'react';
import { Input, Popover } from 'antd';
import { ExpandAltOutlined } from '@ant-design/icons';
import { WIDGETS } from '@foodtrace/contracts';
import { popoverPlacement } from '../logic/outside-click';
import { TABLE_TEXT } from '../texts';
import type { CellComponent, CellProps } from './cell-types';
import { placeholderOf } from './column-options';
import { textOf } from './input-cell';

const POP = WIDGETS.tableTextareaPopup;

function InputPopEditor({ value, column, disabled, invalid, autoFocus, onInput, onBlur }: CellProps) {
  const [placement, setPlacement] = useState<'bottom' | 'top' | null>(null);
  const text = textOf(value);
  const expand = (
    <ExpandAltOutlined className="et-input-pop__icon" aria-label={TABLE_TEXT.editDetail}
      onClick={(e) => setPlacement(popoverPlacement(e.clientY, window.innerHeight))} />
  );
  return (
    <Popover
      open={placement !== null} placement={placement ?? 'bottom'} trigger="click" title={column.title}
      onOpenChange={(open) => { if (!open) { setPlacement(null); onBlur(); } }}
      content={
        <Input.TextArea autoFocus value={text} style={{ width: POP.width, height: POP.height, resize: 'none' }}
          onChange={(e) => onInput(e.target.value)} />
      }
    >
      <Input value={text} placeholder={placeholderOf(column, false)} disabled={disabled} autoFocus={autoFocus}
        status={invalid ? 'error' : undefined} suffix={disabled ? undefined : expand}
        onChange={(e) => onInput(e.target.value)} onBlur={onBlur} {...column.props} />
    </Popover>
  );
}

/** input_pop: a text box with a 300×210 textarea popover for long text (spec §9). */
export const InputPopCell: CellComponent = { Editor: InputPopEditor };
