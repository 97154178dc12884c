import { describe, expect, it } from 'vitest';
import { defineResource } from '@foodtrace/contracts';
import { resourceColumns } from './resource-columns';

const file = defineResource({
  key: 'file', title: '文件', table: 'file', basePath: '/test/file', permPrefix: 'test:file',
  fields: {
    fileName: { label: '文件名称', type: 'string' },
    fileSize: { label: '大小', type: 'int', bytes: true },
    pages: { label: '页数', type: 'int' },
  },
});

const noop = { onEdit: () => undefined, onDetail: () => undefined, onDelete: async () => undefined };
const column = (key: string) => {
  const c = resourceColumns(file, { column: 'createTime', order: 'desc' }, 0, noop).find((col) => col.key === key);
  if (!c) throw new Error(`no column ${key}`);
  return c as { render?: (v: unknown, row: Record<string, unknown>, i: number) => unknown };
};

describe('resourceColumns', () => {
  it('shows a byte count as a size a reader takes in, and an empty cell where there is none', () => {
    const render = column('fileSize').render!;
    expect(render(7905, {}, 0)).toBe('7.7\u00a0KB');
    expect(render(512, {}, 0)).toBe('512\u00a0B');
    expect(render(3 * 1024 * 1024, {}, 0)).toBe('3.0\u00a0MB');
    expect(render(null, {}, 0)).toBe('');
  });

  it('leaves other numbers as they are', () => {
    expect(column('pages').render).toBeUndefined();
  });
});
