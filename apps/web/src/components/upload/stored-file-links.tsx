import { Button, Image, Space, Spin } from 'antd';
import { downloadStoredFile } from './upload-request';
import { useDisplayUrl } from './use-display-url';
import { isImageFile, nameOfPath, pathsOf } from './upload-value';

/**
 * The files of a stored value (one path, or several separated by commas): pictures as thumbnails that open
 * large, other files as links by file name. Both fetch with the session where the folder is private, where a
 * plain link or <img> would get 401.
 */
export function StoredFileLinks({ value, empty = '—' }: { value: unknown; empty?: string }) {
  const paths = pathsOf(typeof value === 'string' ? value : null);
  if (!paths.length) return <>{empty}</>;
  return (
    <Space size={[12, 4]} wrap>
      {paths.map((p) => (isImageFile({ name: p }) ? <Thumbnail key={p} path={p} /> : (
        <Button key={p} type="link" size="small" style={{ padding: 0, height: 'auto' }} title={p}
          onClick={() => void downloadStoredFile(p, nameOfPath(p))}>
          {nameOfPath(p)}
        </Button>
      )))}
    </Space>
  );
}

function Thumbnail({ path }: { path: string }) {
  const url = useDisplayUrl(path);
  if (!url) return <Spin size="small" />;
  return <Image src={url} alt={nameOfPath(path)} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}
