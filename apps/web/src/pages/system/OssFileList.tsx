import { useState } from 'react';
import { Alert, Button, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { OSS_TEXT, ossFileResource, permissionCode, UPLOAD } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { ResourceListView } from '@/crud/resource-list-page';
import { downloadStoredFile, uploadFile } from '@/components/upload';
import { feedback } from '@/lib/feedback';
import { usePermission } from '@/lib/permissions';

const def = ossFileResource;

/**
 * 文件存储 (spec §2.3 "file storage"; JeecgBoot's OSS file list): every uploaded file under its own name, opened
 * with a click; 上传文件 adds one to the private 资料文件 folder; a file no record uses can be deleted, which
 * frees its space.
 */
export default function OssFileList() {
  const list = useResourceList(def);
  const [uploading, setUploading] = useState(false);
  // Uploading needs only a session; the button shows with the list's own permission.
  const mayUpload = usePermission(permissionCode(def, 'list')) === 'show';

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const res = await uploadFile({ file, biz: 'file' }).catch(() => null);
      if (!res) return;
      if (res.success) {
        feedback.message.success(`${file.name} 已上传`);
        void list.reload();
      } else feedback.message.warning(res.message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <ResourceListView resource={def} list={list}
      renderers={{
        fileName: (v, row) => <Typography.Link onClick={() => void downloadStoredFile(String(row.url), String(v))}>{String(v)}</Typography.Link>,
      }}
      toolbarExtra={mayUpload && (
        <Upload showUploadList={false} accept={UPLOAD.allowedExts.map((e) => `.${e}`).join(',')} customRequest={({ file }) => void upload(file as File)}>
          <Button icon={<UploadOutlined />} loading={uploading}>{OSS_TEXT.upload}</Button>
        </Upload>
      )}
      header={<Alert type="info" showIcon style={{ marginBottom: 12 }} title={OSS_TEXT.help} />} />
  );
}
