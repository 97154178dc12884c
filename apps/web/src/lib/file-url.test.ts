import { describe, expect, it } from 'vitest';
import { fileAccessUrl } from './file-url';

describe('fileAccessUrl (spec §7.3)', () => {
  it('joins stored paths with the static route under the api base', () => {
    expect(fileAccessUrl('temp/a_1.png')).toBe('/api/sys/common/static/temp/a_1.png');
    expect(fileAccessUrl('/temp/a.png')).toBe('/api/sys/common/static/temp/a.png');
  });

  it('keeps absolute urls and empty values', () => {
    expect(fileAccessUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(fileAccessUrl(null)).toBeUndefined();
  });
});
