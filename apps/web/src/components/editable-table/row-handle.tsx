import { useState, type HTMLAttributes } from 'react';
import { Dropdown } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { canMoveDown, canMoveUp } from './logic/row-order';
import { UTILITY_WIDTH } from './logic/column-layout';
import { useTable } from './table-context';
import { TABLE_TEXT } from './texts';

export interface RowHandleProps {
  id: string;
  index: number;
  count: number;
  /** dnd-kit's listeners and attributes: dragging starts on the handle only. */
  dragProps?: HTMLAttributes<HTMLElement>;
  disabled: boolean;
}

/**
 * The drag handle of a row (spec §2.7 optional drag handle, §4 row operations): drag to reorder; click for
 * the menu (move up, move down, insert below); double-click inserts a row below.
 */
export function RowHandle({ id, index, count, dragProps, disabled }: RowHandleProps) {
  const { controller, warnTooFast } = useTable();
  const [open, setOpen] = useState(false);
  const insert = () => {
    setOpen(false);
    if (controller.insertBelow(id) === false) warnTooFast();
  };
  const items = [
    { key: 'up', label: TABLE_TEXT.moveUp, disabled: !canMoveUp(index) },
    { key: 'down', label: TABLE_TEXT.moveDown, disabled: !canMoveDown(index, count) },
    { key: 'insert', label: TABLE_TEXT.insertBelow },
  ];
  return (
    <div className="et-cell et-cell--fixed et-cell--handle" style={{ width: UTILITY_WIDTH.drag }}>
      <Dropdown open={open && !disabled} onOpenChange={setOpen} trigger={['click']} menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'insert') return insert();
          setOpen(false);
          if (key === 'up') controller.moveUp(id);
          else controller.moveDown(id);
        },
      }}>
        <span className="et-handle" role="button" tabIndex={0} aria-label={TABLE_TEXT.dragHandle} title={TABLE_TEXT.dragHandle}
          onDoubleClick={disabled ? undefined : insert} {...dragProps}>
          <HolderOutlined />
        </span>
      </Dropdown>
    </div>
  );
}
