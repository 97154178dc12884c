import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  it('makes its key file once, readable by the owner only, and opens what it sealed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-secret-'));
    try {
      const box = SecretBox.load({ dataDir: dir });
      const file = path.join(dir, 'secret.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const sealed = box.seal('数据库密码 p@ss');
      expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(box.seal('数据库密码 p@ss')).not.toBe(sealed); // a fresh IV each time
      // the same directory gives the same key: what was sealed before a restart still opens
      expect(SecretBox.load({ dataDir: dir }).open(sealed)).toBe('数据库密码 p@ss');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens nothing sealed under another key, tampered with or not sealed at all', () => {
    const a = SecretBox.load({ key: Buffer.alloc(32, 1).toString('base64'), dataDir: '/nonexistent' });
    const b = SecretBox.load({ key: Buffer.alloc(32, 2).toString('base64'), dataDir: '/nonexistent' });
    const sealed = a.seal('secret');
    expect(b.open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(a.open(parts.join('.'))).toBeNull();
    expect(a.open('secret')).toBeNull();
    expect(SecretBox.fingerprint(sealed)).toMatch(/^sealed:[0-9a-f]{12}$/);
    expect(() => SecretBox.load({ key: 'c2hvcnQ=', dataDir: '/nonexistent' })).toThrow(/32 字节/);
  });
});
