import { lazy, Suspense, type ReactNode } from 'react';
import { WIDGETS } from '@foodtrace/contracts';
import { EditorLoading } from './editor-loading';

export interface RichTextEditorProps {
  /** HTML. The server sanitises it where it is stored (DESIGN.md §5 rule 8). */
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** spec §9: height 300. */
  height?: number;
  placeholder?: string;
}

const TinymceEditor = lazy(() => import('./tinymce-editor'));

/**
 * Rich-text editor (spec §1, §9): TinyMCE 8, self-hosted — code, skin, icons and the zh_CN texts come from our
 * own bundle, nothing from a CDN; images go through /sys/common/upload into the editor folder (spec §7.3
 * `jeditor`). The editor is a separate chunk, loaded only by pages that show one.
 */
export function RichTextEditor(props: RichTextEditorProps): ReactNode {
  const height = props.height ?? WIDGETS.richText.height;
  return (
    <Suspense fallback={<EditorLoading height={height} />}>
      <TinymceEditor {...props} height={height} />
    </Suspense>
  );
}
