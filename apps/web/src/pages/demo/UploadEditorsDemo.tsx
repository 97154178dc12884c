import { Space } from 'antd';
import { EditorsSection } from './upload-editors-demo/editors-section';
import { UploadSection } from './upload-editors-demo/upload-section';

/**
 * 演示 → 上传与编辑器: file and image uploaders, the file popup, and the rich-text, markdown and code editors
 * (spec §1 building blocks, §2.7, §4 Upload, §9), each with the value a form would receive.
 */
export default function UploadEditorsDemo() {
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <UploadSection />
      <EditorsSection />
    </Space>
  );
}
