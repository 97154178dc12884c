import { lazy, Suspense, type ReactNode } from 'react';
import { WIDGETS } from '@foodtrace/contracts';
import { EditorLoading } from './editor-loading';

export interface CodeEditorProps {
  value?: string | null;
  onChange?: (code: string) => void;
  /** One of the 12 modes (code-modes.ts); the user may switch it unless `fixedLanguage`. */
  language?: string;
  onLanguageChange?: (language: string) => void;
  fixedLanguage?: boolean;
  /** spec §9: default 240 px. */
  height?: number;
  disabled?: boolean;
}

const CodeMirrorEditor = lazy(() => import('./code-mirror-editor'));

/**
 * Code editor (spec §1, §4 Other, §9): CodeMirror 6 with tab size 2, a switcher over 12 language modes, a
 * default height of 240 px and a full-screen toggle (Esc leaves it). A separate chunk, loaded only where shown.
 */
export function CodeEditor(props: CodeEditorProps): ReactNode {
  const height = props.height ?? WIDGETS.codeEditor.defaultHeight;
  return (
    <Suspense fallback={<EditorLoading height={height + 40} />}>
      <CodeMirrorEditor {...props} height={height} />
    </Suspense>
  );
}
