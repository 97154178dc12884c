import { describe, expect, it } from 'vitest';
import { filesConfig, parseSize, sizeText } from './files-config.ts';

describe('files configuration', () => {
  it('reads sizes with units and defaults to 10 MB under DATA_DIR/uploads', () => {
    expect(parseSize('10MB')).toBe(10 * 1024 * 1024);
    expect(parseSize('512 kb')).toBe(512 * 1024);
    expect(parseSize('2048')).toBe(2048);
    expect(() => parseSize('ten')).toThrow(/UPLOAD_MAX_SIZE/);
    expect(() => parseSize('0')).toThrow(/大于 0/);
    const cfg = filesConfig('/data', {});
    expect(cfg).toEqual({ maxBytes: 10 * 1024 * 1024, storageRoot: '/data/uploads', tmpDir: '/data/tmp' });
    expect(filesConfig('/data', { UPLOAD_MAX_SIZE: '1GB', UPLOAD_DIR: '/srv/files' }).storageRoot).toBe('/srv/files');
  });

  it('writes sizes for messages', () => {
    expect(sizeText(10 * 1024 * 1024)).toBe('10MB');
    expect(sizeText(64 * 1024)).toBe('64KB');
    expect(sizeText(1536 * 1024)).toBe('1.5MB');
    expect(sizeText(12)).toBe('12B');
  });
});
