import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { EDITOR_TEXT } from './texts';

/** Holds the editor's place while its chunk loads, at the editor's height, so the page does not jump. */
export function EditorLoading({ height }: { height: number | string }): ReactNode {
  return (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Spin tip={EDITOR_TEXT.loading}><div style={{ width: 120, height: 40 }} /></Spin>
    </div>
  );
}
