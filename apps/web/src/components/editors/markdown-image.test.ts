import { describe, expect, it } from 'vitest';
import { isAllowedPreviewElement, isImageUrl, markdownImage, safeMarkdownUrl } from './markdown-image';

describe('markdown image dialog rules (spec §2.7, §4 Other)', () => {
  it('inserts ![remark](url) with the remark as alt text', () => {
    expect(markdownImage('/api/sys/common/static/editor/20261105/a.png', '产品外观')).toBe('![产品外观](/api/sys/common/static/editor/20261105/a.png)');
    expect(markdownImage('https://example.com/a b(1).png')).toBe('![](https://example.com/a%20b%281%29.png)');
    expect(markdownImage('https://e.x/a.png', ' [说明] ')).toBe('![说明](https://e.x/a.png)');
  });

  it('accepts only http(s) network addresses', () => {
    expect(isImageUrl('https://example.com/a.png')).toBe(true);
    expect(isImageUrl('http://example.com/a.png')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('data:image/png;base64,AAA')).toBe(false);
    expect(isImageUrl('https://exa mple.com')).toBe(false);
  });

  it('keeps scripts out of the preview', () => {
    expect(safeMarkdownUrl('javascript:alert(1)')).toBe('');
    expect(safeMarkdownUrl(' JavaScript:alert(1)')).toBe('');
    expect(safeMarkdownUrl('data:text/html,x')).toBe('');
    expect(safeMarkdownUrl('//evil.example/x')).toBe('');
    expect(safeMarkdownUrl('https://ok.example/x')).toBe('https://ok.example/x');
    expect(safeMarkdownUrl('/api/sys/common/static/editor/a.png')).toBe('/api/sys/common/static/editor/a.png');
    expect(safeMarkdownUrl('#anchor')).toBe('#anchor');
    expect(isAllowedPreviewElement('img')).toBe(true);
    expect(isAllowedPreviewElement('h1')).toBe(true);
    for (const tag of ['script', 'IFRAME', 'object', 'form', 'style', 'svg']) expect(isAllowedPreviewElement(tag)).toBe(false);
  });
});
