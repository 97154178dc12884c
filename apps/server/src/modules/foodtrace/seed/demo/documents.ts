import { PdfPage } from './pdf.ts';

const RED: [number, number, number] = [0.78, 0.1, 0.1];
const GREY: [number, number, number] = [0.4, 0.4, 0.4];
const LIGHT: [number, number, number] = [0.93, 0.95, 0.94];
const MARGIN = 56;

export interface ReportItem { name: string; unit: string; limit: string; value: string; passed: boolean }

export interface InspectionReport {
  reportNo: string;
  /** Who tested: an agency, or the plant's own laboratory. */
  laboratory: string;
  sampleName: string;
  lotNo: string;
  stageText: string;
  standardRef: string;
  client: string;
  date: string;
  items: ReportItem[];
}

/** 检验报告: the laboratory's page for one inspection, its results item by item, the conclusion and the seal. */
export function inspectionReportPdf(r: InspectionReport): Buffer {
  const page = new PdfPage();
  const right = page.width - MARGIN;
  page.text(page.width / 2, 60, r.laboratory, { size: 15, bold: true, align: 'center' });
  page.text(page.width / 2, 88, '检 验 报 告', { size: 24, bold: true, align: 'center' });
  page.text(right, 126, `报告编号：${r.reportNo}`, { size: 10, align: 'right', color: GREY });
  page.line(MARGIN, 142, right, 142, 1.2);

  // Sample facts, two to a row
  const facts: Array<[string, string]> = [
    ['样品名称', r.sampleName], ['生产批号', r.lotNo], ['检验类别', r.stageText], ['检验依据', r.standardRef],
    ['委托单位', r.client], ['检验日期', r.date],
  ];
  const half = (right - MARGIN) / 2;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 2) * half;
    const top = 160 + Math.floor(i / 2) * 26;
    page.text(x, top, `${label}：`, { size: 11, color: GREY }).text(x + 64, top, value, { size: 11 });
  });

  // Results table
  const cols = [MARGIN, MARGIN + 36, MARGIN + 146, MARGIN + 210, MARGIN + 296, MARGIN + 416, right];
  const heads = ['序号', '检验项目', '单位', '标准要求', '检验结果', '单项判定'];
  let top = 252;
  const row = (cells: string[], head = false) => {
    if (head) page.rect(MARGIN, top, right - MARGIN, 26, { fill: LIGHT, stroke: [0, 0, 0] });
    else page.rect(MARGIN, top, right - MARGIN, 26);
    cells.forEach((c, i) => {
      page.text((cols[i] + cols[i + 1]) / 2, top + 8, c, { size: 10.5, bold: head, align: 'center', color: !head && i === 5 && c === '不合格' ? RED : undefined });
      if (i > 0) page.line(cols[i], top, cols[i], top + 26);
    });
    top += 26;
  };
  row(heads, true);
  r.items.forEach((it, i) => row([String(i + 1), it.name, it.unit || '—', it.limit, it.value, it.passed ? '合格' : '不合格']));

  const failed = r.items.filter((it) => !it.passed).map((it) => it.name);
  top += 24;
  page.text(MARGIN, top, '检验结论：', { size: 12, bold: true });
  page.text(MARGIN + 66, top, failed.length
    ? `经检验，${failed.join('、')}不符合 ${r.standardRef} 的要求，判定为不合格。`
    : `经检验，所检项目均符合 ${r.standardRef} 的要求，判定为合格。`, { size: 12, color: failed.length ? RED : undefined });

  // Signatures and the seal
  top += 70;
  page.text(MARGIN, top, '批准：', { size: 11 }).text(MARGIN + 170, top, '审核：', { size: 11 }).text(MARGIN + 340, top, '检验：', { size: 11 });
  sealOf(page, right - 80, top + 60, r.laboratory, '检验检测专用章');
  page.text(right - 80, top + 130, `签发日期：${r.date}`, { size: 10, align: 'center' });

  page.line(MARGIN, 770, right, 770, 0.4, GREY);
  page.text(MARGIN, 778, '注：本报告仅对所检样品负责；未经本实验室书面批准，不得部分复制本报告。', { size: 9, color: GREY });
  page.text(MARGIN, 792, '本文件由食品溯源管理平台演示数据生成。', { size: 9, color: GREY });
  return page.toBuffer(`检验报告 ${r.reportNo}`);
}

export interface Certificate {
  title: string;
  number: string;
  holder: string;
  facts: Array<[label: string, value: string]>;
  issuer: string;
  issued: string;
}

/** A licence or certificate page (食品生产许可证, 生鲜乳收购许可证): title, holder, its facts and the issuer's seal. */
export function certificatePdf(c: Certificate): Buffer {
  const page = new PdfPage();
  const right = page.width - MARGIN;
  page.rect(MARGIN - 16, 40, right - MARGIN + 32, 740, { stroke: RED, width: 2.5 });
  page.rect(MARGIN - 10, 46, right - MARGIN + 20, 728, { stroke: RED, width: 0.6 });
  page.text(page.width / 2, 100, c.title, { size: 28, bold: true, align: 'center', color: RED });
  page.text(page.width / 2, 150, `编号：${c.number}`, { size: 12, align: 'center' });
  let top = 210;
  for (const [label, value] of [['持证单位', c.holder], ...c.facts]) {
    page.text(MARGIN + 40, top, `${label}：`, { size: 13, color: GREY }).text(MARGIN + 150, top, value, { size: 13 });
    top += 38;
  }
  sealOf(page, right - 110, 640, c.issuer, '行政审批专用章');
  page.text(right - 110, 712, `发证日期：${c.issued}`, { size: 11, align: 'center' });
  page.text(page.width / 2, 752, '本文件由食品溯源管理平台演示数据生成。', { size: 9, align: 'center', color: GREY });
  return page.toBuffer(`${c.title} ${c.number}`);
}

/** A round red seal: the body's name inside the ring, a star, and what the seal is for. */
function sealOf(page: PdfPage, cx: number, ctop: number, name: string, purpose: string): void {
  page.circle(cx, ctop, 52, 2.4, RED);
  page.text(cx, ctop - 32, name.length > 10 ? `${name.slice(0, 10)}…` : name, { size: 7.5, align: 'center', color: RED });
  page.text(cx, ctop - 10, '★', { size: 20, align: 'center', color: RED });
  page.text(cx, ctop + 22, purpose, { size: 8.5, align: 'center', color: RED });
}
