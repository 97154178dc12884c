import { useState, type ReactNode } from 'react';
import { Form, Input, Modal, Tabs } from 'antd';
import { UPLOAD } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { fileAccessUrl } from '@/lib/file-url';
import { ImageUpload } from '@/components/upload/image-upload';
import { EDITOR_TEXT } from './texts';
import { isImageUrl, markdownImage } from './markdown-image';

export interface MarkdownImageDialogProps {
  open: boolean;
  /** Receives `![remark](url)` to insert at the cursor. */
  onInsert: (markdown: string) => void;
  onClose: () => void;
}

type Tab = 'local' | 'url';

/**
 * The markdown image dialog (spec §2.7): two tabs — local upload (one file, into the editor folder) and network
 * URL — each with an optional remark used as the alt text. OK inserts the image and resets the dialog.
 */
export function MarkdownImageDialog({ open, onInsert, onClose }: MarkdownImageDialogProps): ReactNode {
  const [tab, setTab] = useState<Tab>('local');
  const [path, setPath] = useState('');
  const [url, setUrl] = useState('');
  const [remark, setRemark] = useState({ local: '', url: '' });

  const reset = () => {
    setTab('local');
    setPath('');
    setUrl('');
    setRemark({ local: '', url: '' });
  };
  const ok = () => {
    if (tab === 'local' && !path) return void feedback.message.warning(EDITOR_TEXT.noImage);
    if (tab === 'url' && !url.trim()) return void feedback.message.warning(EDITOR_TEXT.noUrl);
    if (tab === 'url' && !isImageUrl(url)) return void feedback.message.warning(EDITOR_TEXT.urlInvalid);
    onInsert(tab === 'local' ? markdownImage(fileAccessUrl(path)!, remark.local) : markdownImage(url, remark.url));
    reset();
  };
  const remarkField = (key: Tab) => (
    <Form.Item label={EDITOR_TEXT.remark}>
      <Input value={remark[key]} placeholder={EDITOR_TEXT.remarkPlaceholder} maxLength={100}
        onChange={(e) => setRemark((r) => ({ ...r, [key]: e.target.value }))} />
    </Form.Item>
  );

  return (
    <Modal open={open} title={EDITOR_TEXT.imageDialogTitle} okText={EDITOR_TEXT.insert} cancelText={EDITOR_TEXT.cancel}
      onOk={ok} onCancel={() => { reset(); onClose(); }} destroyOnHidden>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} items={[
        {
          key: 'local', label: EDITOR_TEXT.localTab, children: (
            <Form layout="vertical">
              <Form.Item label={EDITOR_TEXT.chooseImage}>
                <ImageUpload value={path} onChange={setPath} maxCount={1} biz={UPLOAD.editorFolder} fields={{ jeditor: '1' }} />
              </Form.Item>
              {remarkField('local')}
            </Form>
          ),
        },
        {
          key: 'url', label: EDITOR_TEXT.urlTab, children: (
            <Form layout="vertical">
              <Form.Item label={EDITOR_TEXT.url}>
                <Input value={url} placeholder={EDITOR_TEXT.urlPlaceholder} onChange={(e) => setUrl(e.target.value)} />
              </Form.Item>
              {remarkField('url')}
            </Form>
          ),
        },
      ]} />
    </Modal>
  );
}
