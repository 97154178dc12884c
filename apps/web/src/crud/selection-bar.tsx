import { Alert, Button } from 'antd';
import { CRUD_TEXT } from './texts';

/** 已选择 N 项 with a 清空 link, always shown so the table does not jump when a row is ticked. */
export function SelectionBar({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <Alert type="info" showIcon style={{ marginBottom: 16 }} title={
      <span>
        {CRUD_TEXT.selected} <strong style={{ color: 'var(--ant-color-primary, #1677ff)' }}>{count}</strong> {CRUD_TEXT.items}
        <Button type="link" size="small" style={{ marginLeft: 16 }} onClick={onClear}>{CRUD_TEXT.clear}</Button>
      </span>
    } />
  );
}
