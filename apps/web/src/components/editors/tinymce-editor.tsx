import type { ReactNode } from 'react';
import tinymce from 'tinymce';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import 'tinymce/plugins/advlist';
import 'tinymce/plugins/autolink';
import 'tinymce/plugins/code';
import 'tinymce/plugins/fullscreen';
import 'tinymce/plugins/image';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/table';
import 'tinymce/plugins/wordcount';
import { Editor } from '@tinymce/tinymce-react';
import { UPLOAD, WIDGETS } from '@foodtrace/contracts';
import { fileAccessUrl } from '@/lib/file-url';
import { uploadFile } from '@/components/upload/upload-request';
import type { RichTextEditorProps } from './rich-text-editor';
import { TINYMCE_ZH_CN } from './tinymce-zh-cn';

tinymce.addI18n(WIDGETS.richText.language, TINYMCE_ZH_CN);

const PLUGINS = ['advlist', 'autolink', 'code', 'fullscreen', 'image', 'link', 'lists', 'table', 'wordcount'];
/** JeecgBoot's JEditor toolbar, in TinyMCE 8's names. */
const TOOLBAR = 'undo redo | blocks | bold italic underline strikethrough forecolor backcolor | alignleft aligncenter alignright alignjustify '
  + '| bullist numlist outdent indent | link image table | removeformat | code fullscreen';

/** Editor images: uploaded like any file, into the editor folder (public: an <img> in stored HTML needs no session). */
async function uploadImage(blobInfo: { blob(): Blob; filename(): string }, progress: (percent: number) => void): Promise<string> {
  const file = new File([blobInfo.blob()], blobInfo.filename(), { type: blobInfo.blob().type });
  const res = await uploadFile({ file, biz: UPLOAD.editorFolder, fields: { jeditor: '1' }, onProgress: progress });
  if (!res.success || !res.message) throw { message: res.message || '图片上传失败', remove: true };
  return fileAccessUrl(res.message)!;
}

/** The TinyMCE instance behind RichTextEditor (its own lazy chunk). */
export default function TinymceEditor({ value, onChange, disabled, height, placeholder }: RichTextEditorProps): ReactNode {
  return (
    <Editor
      licenseKey="gpl"
      value={value ?? ''}
      onEditorChange={(html) => onChange?.(html)}
      disabled={disabled}
      init={{
        language: WIDGETS.richText.language,
        height: height ?? WIDGETS.richText.height,
        menubar: false,
        branding: false,
        promotion: false,
        plugins: PLUGINS,
        toolbar: TOOLBAR,
        // Every button in view, wrapping onto more rows in a narrow card (as JeecgBoot's editor shows them).
        toolbar_mode: 'wrap',
        skin: 'oxide',
        content_css: 'default',
        placeholder,
        images_upload_handler: uploadImage,
        automatic_uploads: true,
        image_uploadtab: true,
        // Keep our '/api/sys/common/static/…' addresses as they are.
        convert_urls: false,
        relative_urls: false,
        elementpath: false,
        // TinyMCE must never fetch anything from elsewhere: everything above is in the bundle.
        external_plugins: {},
        // The React wrapper reports changes on keyup and compositionend; text that arrives by other ways
        // (dictation, autocorrect, drag and drop, automation) fires only 'input' — report that too.
        setup: (editor) => { editor.on('input', () => { editor.dispatch('change'); }); },
      }}
    />
  );
}
