/**
 * A one-page A4 PDF of text, lines and boxes: enough for the demo plant's inspection reports and certificates
 * to be real documents. The text is set in STSong-Light, one of the standard Chinese fonts of PDF (Adobe-GB1,
 * UCS-2 encoded, not embedded: every reader brings it or a substitute), so nothing is shipped or fetched.
 * Coordinates are points from the top left; PDF counts from the bottom left, which `y()` turns round.
 */
const WIDTH = 595;
const HEIGHT = 842;

/**
 * Advance widths (per 1000) of STSong-Light's proportional Latin glyphs, CIDs 1–95 = U+0020–U+007E, as its
 * metrics give them; the reader places each glyph by these, so digits and points sit close as in print.
 */
const LATIN_WIDTHS = [
  207, 270, 342, 467, 462, 797, 710, 239, 374, 374, 423, 605, 238, 375, 238, 334, 462, 462, 462, 462, 462, 462, 462, 462,
  462, 462, 238, 238, 605, 605, 605, 344, 748, 684, 560, 695, 739, 563, 511, 729, 793, 318, 312, 666, 526, 896, 758, 772,
  544, 772, 628, 465, 607, 753, 711, 972, 647, 620, 607, 374, 333, 374, 606, 500, 239, 417, 503, 427, 529, 415, 264, 444,
  518, 241, 230, 495, 228, 793, 527, 524, 524, 504, 338, 336, 277, 517, 450, 652, 466, 452, 407, 370, 258, 370, 605,
];

/** Superscript digits are drawn as small raised digits: the font has no glyphs of their own. */
const SUPERSCRIPT: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** RGB, each 0–1. */
  color?: [number, number, number];
  align?: 'left' | 'center' | 'right';
}

export class PdfPage {
  readonly width = WIDTH;
  readonly height = HEIGHT;
  private readonly ops: string[] = [];

  /** Width of a text in points: Chinese glyphs are square, Latin ones proportional. */
  static textWidth(text: string, size: number): number {
    let units = 0;
    for (const ch of text) {
      const sup = SUPERSCRIPT[ch];
      units += sup ? latinWidth(sup) * 0.6 : latinWidth(ch);
    }
    return (units * size) / 1000;
  }

  text(x: number, top: number, text: string, style: TextStyle = {}): this {
    const size = style.size ?? 10.5;
    const w = PdfPage.textWidth(text, size);
    const left = style.align === 'center' ? x - w / 2 : style.align === 'right' ? x - w : x;
    const [r, g, b] = style.color ?? [0, 0, 0];
    // Bold: fill and stroke the glyphs (render mode 2), the usual way without a bold face.
    const mode = style.bold ? `2 Tr ${(size / 30).toFixed(2)} w ${r} ${g} ${b} RG` : '0 Tr';
    const runs: string[] = [];
    for (const [chars, raised] of superscriptRuns(text)) {
      runs.push(raised ? `/F1 ${num(size * 0.6)} Tf ${num(size * 0.38)} Ts <${ucs2(chars)}> Tj 0 Ts /F1 ${num(size)} Tf` : `<${ucs2(chars)}> Tj`);
    }
    this.ops.push(`q ${r} ${g} ${b} rg ${mode} BT /F1 ${num(size)} Tf ${num(left)} ${num(this.y(top) - size * 0.88)} Td ${runs.join(' ')} ET Q`);
    return this;
  }

  line(x1: number, top1: number, x2: number, top2: number, width = 0.6, color: [number, number, number] = [0, 0, 0]): this {
    this.ops.push(`q ${color.join(' ')} RG ${num(width)} w ${num(x1)} ${num(this.y(top1))} m ${num(x2)} ${num(this.y(top2))} l S Q`);
    return this;
  }

  rect(x: number, top: number, w: number, h: number, opts: { stroke?: [number, number, number]; fill?: [number, number, number]; width?: number } = {}): this {
    // Filled, outlined, or both; a box with neither is outlined in black.
    const stroke = opts.stroke ?? (opts.fill ? undefined : [0, 0, 0]);
    const paint = opts.fill && stroke ? 'B' : opts.fill ? 'f' : 'S';
    const colours = `${opts.fill ? `${opts.fill.join(' ')} rg ` : ''}${stroke ? `${stroke.join(' ')} RG ` : ''}`;
    this.ops.push(`q ${colours}${num(opts.width ?? 0.6)} w ${num(x)} ${num(this.y(top) - h)} ${num(w)} ${num(h)} re ${paint} Q`);
    return this;
  }

  /** A circle outline (four Bézier arcs), for a seal. */
  circle(cx: number, ctop: number, r: number, width: number, color: [number, number, number]): this {
    const cy = this.y(ctop);
    const k = r * 0.5523;
    const p = (a: number, b: number) => `${num(cx + a)} ${num(cy + b)}`;
    this.ops.push(`q ${color.join(' ')} RG ${num(width)} w ${p(r, 0)} m ${p(r, k)} ${p(k, r)} ${p(0, r)} c ${p(-k, r)} ${p(-r, k)} ${p(-r, 0)} c `
      + `${p(-r, -k)} ${p(-k, -r)} ${p(0, -r)} c ${p(k, -r)} ${p(r, -k)} ${p(r, 0)} c S Q`);
    return this;
  }

  /** The finished file: catalog, one page, the font and the content stream, with a correct cross-reference table. */
  toBuffer(title: string): Buffer {
    const content = this.ops.join('\n');
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 6 0 R >>`,
      '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> '
        + `/FontDescriptor 7 0 R /DW 1000 /W [1 [${LATIN_WIDTHS.join(' ')}]] >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
      `<< /Title <FEFF${ucs2(title)}> /Producer (foodtrace demo seed) >>`,
    ];
    let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }

  private y(top: number): number {
    return HEIGHT - top;
  }
}

function latinWidth(ch: string): number {
  const code = ch.charCodeAt(0);
  return code >= 0x20 && code <= 0x7e ? LATIN_WIDTHS[code - 0x20] : 1000;
}

function superscriptRuns(text: string): Array<[string, boolean]> {
  const runs: Array<[string, boolean]> = [];
  for (const ch of text) {
    const raised = ch in SUPERSCRIPT;
    const c = raised ? SUPERSCRIPT[ch] : ch;
    const last = runs[runs.length - 1];
    if (last && last[1] === raised) last[0] += c;
    else runs.push([c, raised]);
  }
  return runs;
}

/** UCS-2 big-endian hex, the string form UniGB-UCS2-H reads. */
function ucs2(text: string): string {
  let hex = '';
  for (const ch of text) hex += (ch.codePointAt(0)! & 0xffff).toString(16).padStart(4, '0');
  return hex.toUpperCase();
}

function num(n: number): string {
  return (Math.round(n * 100) / 100).toString();
}
