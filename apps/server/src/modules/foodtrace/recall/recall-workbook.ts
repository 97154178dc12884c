import ExcelJS from 'exceljs';
import { elapsedText, type RecallReport } from '@foodtrace/contracts';

type Dict = (code: string, value: string | null) => string;
type Cell = string | number | null;

/**
 * 召回报告 as one workbook, a sheet per section of TRACEABILITY.md §4.3: the header with the clock, the
 * backward trace and the runs on its path, the forward trace with mass balance, the lots sharing its sources, the consignees with notifications and returns, the
 * balance per unit with the two ratios of the Chinese summary report, and the findings.
 */
export async function recallWorkbook(r: RecallReport, dict: Dict): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = '食品溯源管理平台';
  const sheet = (name: string, header: string[], rows: Cell[][], widths: number[]) => {
    const ws = book.addWorksheet(name);
    ws.columns = header.map((h, i) => ({ header: h, width: widths[i] ?? 14 }));
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of rows) ws.addRow(row);
  };
  const c = r.recall;
  const t = r.timer;
  sheet('概况', ['项目', '内容'], [
    ['召回编号', c.recallNo], ['类型', dict('ft_recall_type', c.recallType)], ['召回级别', dict('ft_recall_level', c.recallLevel)],
    ['状态', dict('ft_recall_status', c.status)], ['起始批次', `${c.lotNo ?? ''} ${c.itemName ?? ''}`.trim()], ['召回原因', c.reason],
    ['发起人', c.createBy], ['知悉风险时间', c.learnedTime],
    ...(t.start ? [['启动时限', t.start.target], ['启动用时', t.start.lagMinutes === null ? '未记录知悉时间' : `${elapsedText(t.start.lagMinutes)}（${t.start.overdue ? '超时' : '未超时'}）`]] : []),
    ['召回计划报告', c.planReportedTime ? `${c.planReportedTime} 报 ${c.planReportedTo ?? ''}` : null], ['公告渠道', c.noticeChannel],
    ['发起时间', t.startedAt], ['结束时间', t.endedAt], ['用时', elapsedText(t.elapsedMinutes)],
    ['目标', t.target], ['目标时限', t.deadline], ['是否超时', t.overdue ? '超时' : '未超时'],
    ['涉及批次', r.lots.length], ['收货方', new Set(r.consignees.map((x) => x.customerId)).size],
    ['追溯码', `共 ${r.codes.total}，有效 ${r.codes.active}，已召回 ${r.codes.recalled}，已作废 ${r.codes.voided}，被扫码 ${r.codes.scanned}`],
    ['处置方式', dict('ft_disposal_method', c.disposalMethod)], ['处置时间', c.disposalTime], ['处置地点', c.disposalPlace],
    ['监督/见证人', c.disposalWitness], ['处置说明', c.disposalRemark],
    ['总结', c.summary],
  ], [16, 80]);
  sheet('逆向溯源', ['原料批次', '原料', '供应商', '供应商批号', '单据号', '收货时间', '收货数量', '投入相关加工', '单位', '检验'],
    r.sources.map((s) => [s.lotNo, s.itemName, s.supplierName, s.supplierLotNo, s.docNo, s.receivedTime, s.received, s.used, dict('ft_unit', s.unit), s.inspections.join('；')]),
    [16, 16, 22, 16, 16, 20, 12, 12, 8, 30]);
  const amount = (i: { lotNo: string; quantity: number; unit: string }) => `${i.lotNo} ${i.quantity} ${dict('ft_unit', i.unit)}`;
  sheet('加工路径', ['批次', '品名', '类别', '状态', '加工单号', '投入', '工序偏差', '检验'],
    r.path.map((p) => [p.lotNo, p.itemName, dict('ft_lot_kind', p.lotKind), dict('ft_lot_status', p.status), p.processNo,
      p.inputs.map(amount).join('；'), p.deviations.join('；') || null, p.inspections.join('；') || null]),
    [16, 20, 12, 10, 16, 60, 24, 30]);
  sheet('正向追踪', ['批次', '品名', '类别', '状态', '产量', '已投料', '已发货', '已处置', '库存', '已回收', '单位'],
    r.lots.map((l) => [l.lotNo, l.itemName, dict('ft_lot_kind', l.lotKind), dict('ft_lot_status', l.status), l.produced, l.consumed, l.shipped, l.disposed, l.onHand, l.recovered, dict('ft_unit', l.unit)]),
    [16, 20, 12, 10, 12, 12, 12, 12, 12, 12, 8]);
  sheet('同源批次', ['批次', '品名', '类别', '状态', '共用批次', '产量', '已发货', '库存', '单位'],
    r.siblings.map((b) => [b.lotNo, b.itemName, dict('ft_lot_kind', b.lotKind), dict('ft_lot_status', b.status), b.via.map((v) => `${v.lotNo} ${v.itemName ?? ''}`.trim()).join('、'), b.produced, b.shipped, b.onHand, dict('ft_unit', b.unit)]),
    [16, 20, 12, 10, 24, 12, 12, 12, 8]);
  sheet('收货方与通知', ['收货方', '电话', '地区', '批次', '品名', '发货数量', '单位', '出库单', '扫码出库数', '通知时间', '通知方式', '联系人', '确认时间', '回收数量', '备注'],
    r.consignees.map((x) => [x.customerName, x.customerPhone, x.region, x.lotNo, x.itemName, x.shippedQty, dict('ft_unit', x.unit), x.shipmentNos, x.scannedCodes,
      x.notifiedTime, dict('ft_notify_method', x.notifyMethod), x.contact, x.acknowledgedTime, x.recoveredQty, x.remark]),
    [22, 14, 16, 16, 18, 10, 8, 20, 10, 20, 10, 12, 20, 10, 24]);
  const ratio = (v: number | null) => (v === null ? null : `${v}%`);
  sheet('物料平衡', ['批次类别', '单位', '产量', '已投料', '已发货', '已处置', '库存', '已回收', '可核对比例', '召回量/计划召回总量', '召回量/已销售总量'],
    r.balance.map((b) => [dict('ft_lot_kind', b.lotKind), dict('ft_unit', b.unit), b.produced, b.consumed, b.shipped, b.disposed, b.onHand, b.recovered, ratio(b.accountedPct), ratio(b.recoveredOfPlannedPct), ratio(b.recoveredOfSoldPct)]),
    [10, 8, 12, 12, 12, 12, 12, 12, 14, 20, 18]);
  sheet('发现的问题', ['序号', '问题'], r.gaps.map((g, i) => [i + 1, g]), [8, 80]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
