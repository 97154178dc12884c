export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { MarkdownEditor, type MarkdownEditorProps } from './markdown-editor';
export { CodeEditor, type CodeEditorProps } from './code-editor';
export { MarkdownImageDialog, type MarkdownImageDialogProps } from './markdown-image-dialog';
export { CODE_MODES, DEFAULT_CODE_MODE, findCodeMode, type CodeMode } from './code-modes';
export { markdownImage, isImageUrl, safeMarkdownUrl } from './markdown-image';
