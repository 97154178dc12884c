import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText (DESIGN.md §5 rule 8)', () => {
  it('keeps the formatting the editor produces', () => {
    const html = '<h2>公告</h2><p style="text-align: center; color: #e03e2d;"><strong>粗体</strong> <em>斜体</em></p>'
      + '<ul><li>一</li></ul><table border="1"><tbody><tr><td colspan="2">格</td></tr></tbody></table>'
      + '<p><img src="/api/sys/common/static/editor/20261105/abc.png" alt="图" width="100"></p>'
      + '<p><a href="https://example.com/a" target="_blank">链接</a></p>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>公告</h2>');
    expect(out).toContain('style="text-align:center;color:#e03e2d"');
    expect(out).toContain('<td colspan="2">格</td>');
    expect(out).toContain('<img src="/api/sys/common/static/editor/20261105/abc.png" alt="图" width="100" />');
    expect(out).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a>');
  });

  it('drops scripts with their content, and frames, objects and forms', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x"></object>')).toBe('');
    expect(sanitizeRichText('<form action="/x"><input name="p"><button>go</button></form>')).toBe('go');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><math></math>')).toBe('');
    expect(sanitizeRichText('<style>body{display:none}</style><p>t</p>')).toBe('<p>t</p>');
  });

  it('drops event attributes', () => {
    expect(sanitizeRichText('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png" />');
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<a href="https://a.example" onfocus="x()">t</a>')).toBe('<a href="https://a.example">t</a>');
  });

  it('drops javascript:, data: and vbscript: URLs however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'jav&#x09;ascript:alert(1)', '&#106;avascript:alert(1)',
      ' javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      expect(sanitizeRichText(`<a href="${href}">t</a>`), href).toBe('<a>t</a>');
    }
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('<img />');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
    expect(sanitizeRichText('<a href="//evil.example/x">t</a>')).toBe('<a>t</a>');
  });

  it('drops style values that could run or fetch (expression, url, behaviour)', () => {
    expect(sanitizeRichText('<p style="width: expression(alert(1))">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<p style="background-image: url(javascript:alert(1))">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<p style="color: red; background: url(https://x.example/a.png)">t</p>')).toBe('<p style="color:red">t</p>');
    expect(sanitizeRichText('<p style="behavior: url(x.htc); -moz-binding: url(x)">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<p style="color: #fff&#59; background:url(x)">t</p>')).not.toContain('url');
  });

  it('handles empty input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });
});
