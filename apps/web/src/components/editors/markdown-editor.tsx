import { lazy, Suspense, type ReactNode } from 'react';
import { WIDGETS } from '@foodtrace/contracts';
import { EditorLoading } from './editor-loading';

export interface MarkdownEditorProps {
  value?: string | null;
  onChange?: (markdown: string) => void;
  /** spec §9: default 300 px, at least 200 px (the drag bar stops there). */
  height?: number;
  disabled?: boolean;
}

const MdEditor = lazy(() => import('./md-editor'));

/**
 * Markdown editor (spec §1, §9): @uiw/react-md-editor with Chinese toolbar texts (zh-CN), 300 px high by default
 * and never under 200 px; its image button opens the markdown image dialog (local upload or network URL, with
 * a remark as alt text). A separate chunk, loaded only where shown.
 */
export function MarkdownEditor(props: MarkdownEditorProps): ReactNode {
  const height = props.height ?? WIDGETS.markdown.defaultHeight;
  return (
    <Suspense fallback={<EditorLoading height={height} />}>
      <MdEditor {...props} height={height} />
    </Suspense>
  );
}
