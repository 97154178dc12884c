import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Select, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import CodeMirror, { EditorState, type Extension } from '@uiw/react-codemirror';
import { WIDGETS } from '@foodtrace/contracts';
import type { CodeEditorProps } from './code-editor';
import { CODE_MODES, findCodeMode } from './code-modes';
import { EDITOR_TEXT } from './texts';
import './code-editor.css';

const TAB = WIDGETS.codeEditor.tabSize;
// basicSetup's tabSize sets the indent unit; the state's tabSize sets how wide a tab character shows.
const INDENT: Extension[] = [EditorState.tabSize.of(TAB)];

/** The CodeMirror instance behind CodeEditor (its own lazy chunk). */
export default function CodeMirrorEditor({ value, onChange, language, onLanguageChange, fixedLanguage, height, disabled }: CodeEditorProps): ReactNode {
  const [mode, setMode] = useState(() => findCodeMode(language).key);
  const [lang, setLang] = useState<Extension | null>(null);
  const [full, setFull] = useState(false);

  useEffect(() => { if (language) setMode(findCodeMode(language).key); }, [language]);
  useEffect(() => {
    let live = true;
    void findCodeMode(mode).load().then((ext) => { if (live) setLang(ext); });
    return () => { live = false; };
  }, [mode]);
  useEffect(() => {
    if (!full) return undefined;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setFull(false); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [full]);

  const extensions = useMemo(() => (lang ? [...INDENT, lang] : INDENT), [lang]);
  const options = useMemo(() => CODE_MODES.map((m) => ({ value: m.key, label: m.label })), []);

  return (
    <div className={`code-editor${full ? ' code-editor--full' : ''}`}>
      <div className="code-editor__bar">
        <Select size="small" value={mode} options={options} style={{ width: 140 }} aria-label={EDITOR_TEXT.language}
          disabled={fixedLanguage} onChange={(k: string) => { setMode(k); onLanguageChange?.(k); }} />
        <Tooltip title={full ? EDITOR_TEXT.exitFullScreen : EDITOR_TEXT.fullScreen}>
          <Button size="small" type="text" aria-label={full ? EDITOR_TEXT.exitFullScreen : EDITOR_TEXT.fullScreen}
            icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => setFull((f) => !f)} />
        </Tooltip>
      </div>
      <div className="code-editor__body">
        <CodeMirror
          value={value ?? ''}
          onChange={(v) => onChange?.(v)}
          height={full ? '100%' : `${height ?? WIDGETS.codeEditor.defaultHeight}px`}
          extensions={extensions}
          editable={!disabled}
          basicSetup={{ tabSize: TAB }}
          data-mode={mode}
        />
      </div>
    </div>
  );
}
