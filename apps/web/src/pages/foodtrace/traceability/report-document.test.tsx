import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { TraceReport } from '@foodtrace/contracts';
import { ReportDocument } from './report-document';

const REPORT: TraceReport = {
  reportNo: 'TR-F20261125-03-2611290600', generatedTime: '2026-11-29 06:00', generatedBy: '王丽', startedFrom: '追溯码 659QC03XPQ7H',
  site: { name: '浙江鲜源乳业有限公司', uscc: '91330110MA2H7K3X5Q', gln: null, region: '浙江省/杭州市' },
  lot: {
    id: 'f1', lotNo: 'F20261125-03', lotKind: 'FINISHED', kind: '成品批次', itemName: '鲜源原味风味发酵乳 200g', gtin: '06901234500035', status: '已放行', quantity: '31500 盒',
    producedTime: '2026-11-25 22:00', expiryDate: '2026-12-16', spec: '200g', execStandard: 'GB 19302', licenseNo: 'SC10633011000231', storage: '冷藏 2–6℃', allergens: '乳及乳制品',
  },
  counts: { ancestors: 6, descendants: 0 },
  sources: [{
    lotNo: 'R20261124-39', itemName: '生鲜乳', supplierName: '宁夏塞上牧业有限公司', supplierLotNo: 'MILK-261124-39', putinNo: 'CP20261124-39',
    document: '送货单 DN880039', receivedTime: '2026-11-24 05:00', quantity: '7367 千克', temperature: '4.4 ℃', transit: '3.9–6.8 ℃，超温 20 分钟', supplierApproval: '合格（现场审核 2026-05-13）',
  }],
  processes: [{
    processNo: 'PR20261125-3', line: '发酵线', startTime: '2026-11-25 14:00', endTime: '2026-11-25 22:00', status: '已完成',
    cleaning: 'CIP 清洗（碱—酸） 2026-11-25 11:50—13:00，清洗人 杨秀英，pH 试纸检测末次冲洗水无碱酸残留：合格',
    inputs: [{ lotNo: 'W20261125-01', itemName: '标准化乳基液', quantity: '6458 千克' }],
    outputs: [{ lotNo: 'F20261125-03', itemName: '鲜源原味风味发酵乳 200g', quantity: '31500 盒' }],
    steps: [{ seq: 1, stepName: '杀菌', isCcp: true, result: '偏差', time: '2026-11-25 14:00', params: '杀菌温度 89.5 ℃；保持时间 300 s', operator: '刘建国' }],
    corrections: [{
      correctionNo: 'CA20261125-001', correctedTime: '2026-11-25 15:30', cause: '蒸汽调节阀卡滞', action: '更换调节阀后重新升温', productAction: '隔离，经检验判定',
      responsible: '许志强', verifier: '王丽', verifyResult: '复测 93.2 ℃',
    }],
  }],
  inspections: [{
    checkoutNo: 'QC20261126-063', lotNo: 'F20261125-03', stage: '出厂检验', result: '不合格', passed: false, inspectedTime: '2026-11-26 18:00',
    agencyName: null, hasReport: true, items: [{ itemName: '蛋白质', standardLimit: '≥2.3', measured: '2.1 g/100g', passed: false }],
  }],
  shipments: [],
  disposals: [],
  balance: [{ lotNo: 'F20261125-03', kind: '成品批次', itemName: '鲜源原味风味发酵乳 200g', status: '已放行', quantity: 31500, consumed: 0, shipped: 23310, disposed: 0, onHand: 8190, unit: '盒' }],
  codes: [{ lotNo: 'F20261125-03', total: 40, scanned: 11, voided: 1, recalled: 0 }],
  recalls: [],
  findings: ['检验单 QC20261126-063（批次 F20261125-03，出厂检验）结论为不合格'],
};

/** The section under a heading, as the element that holds it. */
const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section')!;

describe('ReportDocument', () => {
  it('writes every section, says 无记录 where there is nothing, and leaves lines to sign', () => {
    render(<ReportDocument report={REPORT} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('批次追溯报告');
    expect(screen.getByText('TR-F20261125-03-2611290600')).toBeTruthy();
    const lot = section('一、企业与产品');
    expect(within(lot).getByText('SC10633011000231')).toBeTruthy();
    expect(within(lot).getByText('乳及乳制品')).toBeTruthy();
    expect(within(lot).getByText('上游 6 个批次，下游 0 个批次（含起点共 7 个批次）')).toBeTruthy();
    expect(within(section('二、原料来源（向前一步）')).getByText('MILK-261124-39')).toBeTruthy();
    expect(within(section('二、原料来源（向前一步）')).getByText('送货单 DN880039')).toBeTruthy();
    // the supplier as it stood on the list that day
    expect(within(section('二、原料来源（向前一步）')).getByText('合格（现场审核 2026-05-13）')).toBeTruthy();
    const run = section('三、生产加工');
    expect(within(run).getByText('加工单 PR20261125-3', { exact: false })).toBeTruthy();
    expect(within(run).getByText('杀菌温度 89.5 ℃；保持时间 300 s')).toBeTruthy();
    expect(within(run).getByText('刘建国')).toBeTruthy(); // who did the step (责任可究)
    // the cleaning of its line it began within (清洗消毒)
    expect(within(run).getByText('开工前清洗').parentElement!.textContent).toBe('开工前清洗CIP 清洗（碱—酸） 2026-11-25 11:50—13:00，清洗人 杨秀英，pH 试纸检测末次冲洗水无碱酸残留：合格');
    // what was done about the missed limit, and who verified it
    expect(within(run).getByText('CCP 纠偏 CA20261125-001（2026-11-25 15:30）：').parentElement!.textContent)
      .toBe('CCP 纠偏 CA20261125-001（2026-11-25 15:30）：原因：蒸汽调节阀卡滞；措施：更换调节阀后重新升温；产品处理：隔离，经检验判定；责任人：许志强；验证人：王丽（复测 93.2 ℃）');
    // an in-house inspection names the plant's own lab, and a failed item says so
    const checks = section('四、检验记录');
    expect(within(checks).getByText('企业自检')).toBeTruthy();
    expect(within(checks).getByText(/蛋白质（≥2.3） 2.1 g\/100g 不合格/)).toBeTruthy();
    expect(within(section('五、销售去向（向后一步）')).getByText('无记录')).toBeTruthy();
    expect(within(section('七、物料平衡')).getByText('8190')).toBeTruthy();
    expect(within(section('九、召回记录')).getByText('无记录')).toBeTruthy();
    expect(within(section('十、记录核查')).getByRole('listitem').textContent).toContain('结论为不合格');
    for (const who of ['编制人：', '审核人：', '企业盖章：']) expect(screen.getByText(who)).toBeTruthy();
  });

  it('describes a raw lot as a material received, without product facts', () => {
    render(<ReportDocument report={{ ...REPORT, findings: [], lot: { ...REPORT.lot, lotKind: 'RAW', kind: '原料批次', itemName: '生鲜乳', spec: null, execStandard: null, licenseNo: null, storage: null, gtin: null, allergens: null } }} />);
    const lot = section('一、企业与产品');
    for (const label of ['本单位', '原料名称', '收货时间']) expect(within(lot).getByText(label)).toBeTruthy();
    for (const label of ['生产企业', '执行标准', '商品条码', '生产日期']) expect(within(lot).queryByText(label)).toBeNull();
    expect(within(section('十、记录核查')).getByText('未发现缺失或异常的记录。')).toBeTruthy();
  });

  it('prints a shipment with the temperature its goods were loaded at and travelled in', () => {
    const shipment = {
      shipmentNo: 'SO20261125-03-1', shippedTime: '2026-11-26 06:00', lotNo: 'F20261125-03', itemName: '鲜源原味风味发酵乳 200g', quantity: '7800 盒',
      customerName: '杭州联华超市', region: '浙江省杭州市', carrierName: '顺达冷链物流', vehicleNo: '浙A10086', docNo: 'CK660001', loadTemperature: '4.2 ℃',
      transit: '3.1–7.4 ℃，超温 25 分钟',
    };
    render(<ReportDocument report={{ ...REPORT, shipments: [shipment] }} />);
    const out = section('五、销售去向（向后一步）');
    expect(within(out).getByText('装车 / 在途温度')).toBeTruthy();
    expect(within(out).getByText('4.2 ℃')).toBeTruthy();
    expect(within(out).getByText('在途 3.1–7.4 ℃，超温 25 分钟')).toBeTruthy();
  });

  it('prints a delivery with the temperature it arrived at and travelled in', () => {
    render(<ReportDocument report={REPORT} />);
    const out = section('二、原料来源（向前一步）');
    expect(within(out).getByText('到货 / 在途温度')).toBeTruthy();
    expect(within(out).getByText('4.4 ℃')).toBeTruthy();
    expect(within(out).getByText('在途 3.9–6.8 ℃，超温 20 分钟')).toBeTruthy();
  });
});
