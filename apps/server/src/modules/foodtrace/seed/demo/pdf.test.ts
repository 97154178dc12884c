import { describe, expect, it } from 'vitest';
import { PdfPage } from './pdf.ts';

describe('PdfPage', () => {
  const pdf = new PdfPage().text(56, 60, '检验报告 No.1', { size: 20, bold: true }).text(300, 100, '≤1×10⁵', { align: 'center' })
    .line(56, 120, 539, 120).rect(56, 130, 200, 26, { fill: [0.9, 0.9, 0.9] }).circle(400, 300, 50, 2, [0.8, 0.1, 0.1])
    .toBuffer('检验报告').toString('latin1');

  it('writes a cross-reference table whose offsets point at their objects', () => {
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(8);
    offsets.forEach((o, i) => expect(pdf.slice(o, o + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)![1]);
    const start = pdf.indexOf('stream\n') + 7;
    expect(pdf.slice(start + length, start + length + 10)).toBe('\nendstream');
  });

  it('sets Chinese in UCS-2 and superscripts as small raised digits', () => {
    expect(pdf).toContain('<68C09A8C62A5544A0020004E006F002E0031> Tj');
    // ≤1×10 then a raised 5 at 60 % of the size
    expect(pdf).toContain('<2264003100D700310030> Tj /F1 6.3 Tf 3.99 Ts <0035> Tj 0 Ts');
  });

  it('measures Latin narrower than Chinese', () => {
    expect(PdfPage.textWidth('检验', 10)).toBe(20);
    expect(PdfPage.textWidth('1.5', 10)).toBeCloseTo((462 + 238 + 462) / 100);
  });
});
