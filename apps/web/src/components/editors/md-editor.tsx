import { useMemo, useRef, useState, type ReactNode } from 'react';
import MDEditor, { type ICommand, type TextAreaTextApi } from '@uiw/react-md-editor/nohighlight';
import * as zh from '@uiw/react-md-editor/commands-cn';
import { WIDGETS } from '@foodtrace/contracts';
import type { MarkdownEditorProps } from './markdown-editor';
import { MarkdownImageDialog } from './markdown-image-dialog';
import { isAllowedPreviewElement, safeMarkdownUrl } from './markdown-image';
import { EDITOR_TEXT } from './texts';

/** The Chinese commands of the editor (its own zh-CN set), with our image command in place of its own. */
function toolbar(image: ICommand): ICommand[] {
  return [
    zh.bold, zh.italic, zh.strikethrough, zh.hr, zh.title, zh.divider,
    zh.link, zh.quote, zh.code, zh.codeBlock, zh.comment, image, zh.table, zh.divider,
    zh.unorderedListCommand, zh.orderedListCommand, zh.checkedListCommand,
  ];
}

/** The @uiw/react-md-editor instance behind MarkdownEditor (its own lazy chunk). */
export default function MdEditor({ value, onChange, height, disabled }: MarkdownEditorProps): ReactNode {
  const api = useRef<TextAreaTextApi | null>(null);
  const [dialog, setDialog] = useState(false);
  const commands = useMemo(() => toolbar({
    ...zh.image,
    buttonProps: { 'aria-label': EDITOR_TEXT.imageCommand, title: EDITOR_TEXT.imageCommand },
    execute: (_state, textApi) => {
      api.current = textApi;
      setDialog(true);
    },
  }), []);

  return (
    <div data-color-mode="light">
      <MDEditor
        value={value ?? ''}
        onChange={(v) => onChange?.(v ?? '')}
        height={height ?? WIDGETS.markdown.defaultHeight}
        minHeight={WIDGETS.markdown.minHeight}
        visibleDragbar
        commands={commands}
        extraCommands={[zh.codeEdit, zh.codeLive, zh.codePreview, zh.divider, zh.fullscreen]}
        textareaProps={{ disabled, lang: WIDGETS.markdown.language, placeholder: '' }}
        previewOptions={{
          urlTransform: safeMarkdownUrl,
          allowElement: (element) => isAllowedPreviewElement(element.tagName),
        }}
      />
      <MarkdownImageDialog
        open={dialog}
        onClose={() => setDialog(false)}
        onInsert={(markdown) => {
          api.current?.replaceSelection(markdown);
          setDialog(false);
        }}
      />
    </div>
  );
}
