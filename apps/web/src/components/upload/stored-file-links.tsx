import { Button, Space } from 'antd';
import { downloadStoredFile } from './upload-request';
import { nameOfPath, pathsOf } from './upload-value';

/**
 * The files of a stored value (one path, or several separated by commas) as links by file name. A click
 * fetches the file with the session, so files of private folders open too, where a plain link would get 401.
 */
export function StoredFileLinks({ value, empty = '—' }: { value: unknown; empty?: string }) {
  const paths = pathsOf(typeof value === 'string' ? value : null);
  if (!paths.length) return <>{empty}</>;
  return (
    <Space size={[12, 0]} wrap>
      {paths.map((p) => (
        <Button key={p} type="link" size="small" style={{ padding: 0, height: 'auto' }} title={p}
          onClick={() => void downloadStoredFile(p, nameOfPath(p))}>
          {nameOfPath(p)}
        </Button>
      ))}
    </Space>
  );
}
