import { INSTRUMENT_STATUS, YES, calibrationValidUntil } from '@foodtrace/contracts';
import { dateText } from '../../shared/wire.ts';
import { DAY, type DemoData } from './demo-data.ts';

const PROVINCE = '浙江省计量科学研究院';
const DISTRICT = '杭州市余杭区计量检定测试所';

/**
 * 计量器具 of the dairy: the laboratory's instruments, the pasteuriser's and the cold rooms' monitoring instruments and
 * the scales. The laboratory's analytical balance ran out a week ago (已过期: to be sent out, not used); the
 * pasteuriser's outlet thermometer — a critical control point's — and the weighbridge at milk reception run out
 * within the reminder's 30 days; an old pH meter, scrapped, is kept for its history and counts for nothing. The two
 * routes' critical control points name their thermometers (工艺路线 → 监控器具): the ids, by number.
 */
export function instruments(d: DemoData, t0: number): Record<string, string> {
  const ids: Record<string, string> = {};
  const day = (n: number) => dateText(d.now + n * DAY, d.tz)!;
  const add = (instrumentNo: string, name: string, kind: string, location: string, method: string, cycleMonths: number, daysAgo: number,
    more: Record<string, unknown> = {}) => {
    const lastDate = day(-daysAgo);
    ids[instrumentNo] = d.add('ftInstrument', {
      instrumentNo, name, kind, location, method, cycleMonths, lastDate, validUntil: calibrationValidUntil(lastDate, cycleMonths),
      model: null, ccp: '0', agency: method === 'VERIFY' ? DISTRICT : method === 'CALIBRATE' ? PROVINCE : '本厂化验室',
      certNo: method === 'INTERNAL' ? null : `${method === 'VERIFY' ? 'YHJD' : 'ZJJL'}${day(-daysAgo).replaceAll('-', '')}${instrumentNo.slice(-2)}`,
      files: null, status: INSTRUMENT_STATUS.inUse, remark: null, ...more,
    }, t0).id;
  };
  add('JL-SJ-01', '巴氏杀菌机温度记录仪', 'MONITOR', '杀菌间 巴氏杀菌机', 'CALIBRATE', 12, 200, { ccp: YES, model: 'PT100 铂电阻，0～150 ℃，A 级' });
  add('JL-SJ-02', '巴氏杀菌机出口温度计', 'MONITOR', '杀菌间 巴氏杀菌机', 'CALIBRATE', 6, 170, { ccp: YES, model: '双金属温度计 0～150 ℃，1.5 级' });
  add('JL-SJ-03', '发酵乳杀菌罐温度计', 'MONITOR', '发酵车间 杀菌罐', 'CALIBRATE', 12, 150, { ccp: YES, model: '双金属温度计 0～150 ℃，1.5 级' });
  add('JL-FJ-01', '发酵罐温度计', 'MONITOR', '发酵车间 1 号发酵罐', 'CALIBRATE', 12, 100, { model: '0～100 ℃，1.0 级' });
  add('JL-HY-01', '电子分析天平', 'LAB', '质量管理部 化验室', 'VERIFY', 12, 372, { model: 'FA2004，200 g / 0.1 mg，Ⅰ级' });
  add('JL-HY-02', '酸度计（pH 计）', 'LAB', '质量管理部 化验室', 'CALIBRATE', 12, 90, { model: 'PHS-3C，0.01 级' });
  add('JL-HY-03', '乳成分分析仪', 'LAB', '质量管理部 化验室', 'CALIBRATE', 12, 240);
  add('JL-HY-04', '恒温培养箱', 'LAB', '质量管理部 微生物室', 'CALIBRATE', 12, 300, { model: '36 ± 1 ℃' });
  add('JL-HY-05', '立式压力蒸汽灭菌器压力表', 'LAB', '质量管理部 微生物室', 'VERIFY', 6, 60, { model: '0～0.4 MPa，1.6 级' });
  add('JL-HY-06', '电热恒温水浴锅温度计', 'LAB', '质量管理部 化验室', 'INTERNAL', 12, 130, { remark: '用经检定的标准温度计比对' });
  add('JL-SN-01', '收奶地磅', 'SCALE', '收奶间', 'VERIFY', 12, 340, { model: 'SCS-60，60 t，Ⅲ级' });
  add('JL-PL-01', '配料电子台秤', 'SCALE', '生产部 配料间', 'VERIFY', 12, 150, { model: 'TCS-150，150 kg，Ⅲ级' });
  add('JL-LK-01', '成品冷库温湿度记录仪', 'LOGGER', '仓储物流部 成品冷库', 'CALIBRATE', 12, 180);
  add('JL-HY-00', '酸度计（pH 计，旧）', 'LAB', '质量管理部 化验室', 'CALIBRATE', 12, 800, { status: INSTRUMENT_STATUS.scrapped, remark: '电极老化无法校准，已报废' });
  return ids;
}
