import { describe, expect, it } from 'vitest';
import { checkStoredPath, extensionOf, folderOf } from './stored-path.ts';

describe('checkStoredPath (DESIGN.md §5 rule 7)', () => {
  it('accepts the names the server makes', () => {
    expect(checkStoredPath('temp/20261105/0123456789abcdef0123456789abcdef.png')).toBe('temp/20261105/0123456789abcdef0123456789abcdef.png');
    expect(checkStoredPath('sample/12.pdf')).toBe('sample/12.pdf');
  });

  it('refuses every traversal and absolute spelling instead of repairing it', () => {
    for (const p of ['..', '../a.png', 'a/../b.png', 'a/./b.png', './a.png', '/etc/passwd', 'C:/x.png', 'a\\b.png',
      'a//b.png', 'a/b.png/', '%2e%2e/a.png', 'a/b%00.png', 'a/.hidden', 'a/b..png', 'a/b.png.', 'a.png', '']) {
      expect(checkStoredPath(p), p).toBeNull();
    }
  });

  it('limits depth, segment length and total length', () => {
    expect(checkStoredPath('a/b/c/d/e.png')).not.toBeNull();
    expect(checkStoredPath('a/b/c/d/e/f.png')).toBeNull();
    expect(checkStoredPath(`${'a'.repeat(65)}/b.png`)).toBeNull();
    expect(checkStoredPath(`a/${'b'.repeat(300)}`)).toBeNull();
  });

  it('reads extensions and folders', () => {
    expect(extensionOf('../x/Photo.JPG')).toBe('jpg');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
    expect(folderOf('food/20261105/a.png')).toBe('food');
  });
});
