import { withCheckDigit } from '@foodtrace/contracts';
import { DAY, type DemoData } from './demo-data.ts';
import { DEMO_IMAGES, picture } from './demo-files.ts';
import { certificatePdf } from './documents.ts';
import { lineCrewHealth } from './line-crew.ts';
import { selfInspection } from './self-inspection.ts';
import { staffTraining } from './training.ts';
import { instruments } from './instruments.ts';
import { dateText } from '../../shared/wire.ts';

type Place = { provinceCode: string; cityCode: string; districtCode: string | null; regionName: string };

const place = (provinceCode: string, cityCode: string, districtCode: string | null, regionName: string): Place =>
  ({ provinceCode, cityCode, districtCode, regionName });

/** Step limits as stored in ft_technology_step.param_spec (technology/param-spec.ts). */
const limits = (...l: Array<[key: string, name: string, unit: string, min?: number, max?: number]>) =>
  JSON.stringify(l.map(([key, name, unit, min, max]) => ({ key, name, unit, min: min ?? null, max: max ?? null })));

/**
 * The demo's master data: 浙江鲜源乳业有限公司 (the company of the system seed), its pastures, packaging and
 * sugar suppliers, carrier, customers in seven provinces, an inspection agency, origins, sales origins,
 * product types, two technologies with CCPs (GB 19645 巴氏杀菌乳, GB 19302 发酵乳), products and raw materials.
 */
export function masterData(d: DemoData) {
  const t0 = d.now - 60 * DAY;
  const org = (name: string, orgType: string, officeTypeId: string, p: Place, extra: Record<string, unknown> = {}) => d.add('ftRelationOffice', {
    name, orgType, officeTypeId, uscc: null, licenseNo: null, contactPerson: null, phone: null, email: null, ...p, address: null,
    credentials: null, status: '1', remark: null, ...extra,
  }, t0);
  const type = (typeName: string, typeCode: string, orgType: string) => d.add('ftOfficeType', { typeName, typeCode, orgType, remark: null }, t0);
  /** A date `n` days from today (before it when negative): the demo's certificates run out relative to its start. */
  const inDays = (n: number) => dateText(d.now + n * DAY, d.tz)!;

  const self = d.add('ftSelfOffice', {
    name: '浙江鲜源乳业有限公司', shortName: '鲜源乳业', uscc: '91330110MA2H7K3X5Q', licenseNo: 'SC10633011000231', contactPerson: '质量管理部',
    phone: '0571-88880000', ...place('330000', '330100', '330110', '浙江省/杭州市/余杭区'), address: '杭州市余杭区仁和街道鲜源路 8 号',
    gln: '6901234000009', logo: null, intro: '集牧场收奶、乳品加工与冷链配送于一体的乳制品企业，执行 GB 19645、GB 19302。', remark: null,
  }, t0);
  const pasture = type('牧场', 'PASTURE', 'SUPPLIER');
  const packer = type('包材厂', 'PACKAGING', 'SUPPLIER');
  const ingredient = type('辅料供应商', 'INGREDIENT', 'SUPPLIER');
  const cold = type('冷链物流', 'COLD_CHAIN', 'LOGISTICS');
  const chain = type('连锁超市', 'SUPERMARKET', 'RETAILER');
  const dealer = type('区域经销商', 'DEALER', 'DISTRIBUTOR');
  const lab = type('第三方检测机构', 'LAB', 'INSPECTION');

  const farms = [
    org('呼伦贝尔绿野牧场有限公司', 'SUPPLIER', pasture.id, place('150000', '150700', null, '内蒙古自治区/呼伦贝尔市'), {
      licenseNo: '生鲜乳收购许可 150700-0012', contactPerson: '孟和', phone: '0470-8881234',
      credentials: d.file('file/demo/farm-hlbe.pdf', () => certificatePdf({
        title: '生鲜乳收购许可证', number: '150700-0012', holder: '呼伦贝尔绿野牧场有限公司',
        facts: [['收购站地址', '内蒙古自治区呼伦贝尔市海拉尔区'], ['收购范围', '生鲜牛乳'], ['有效期至', inDays(400)]],
        issuer: '呼伦贝尔市农牧局', issued: '2025-01-10',
      })),
    }),
    org('安吉青山生态牧场', 'SUPPLIER', pasture.id, place('330000', '330500', '330523', '浙江省/湖州市/安吉县'), { licenseNo: '生鲜乳收购许可 330523-0031', contactPerson: '吴建国', phone: '0572-5126677' }),
    org('宁夏塞上牧业有限公司', 'SUPPLIER', pasture.id, place('640000', '640300', null, '宁夏回族自治区/吴忠市'), { licenseNo: '生鲜乳收购许可 640300-0007', contactPerson: '马海', phone: '0953-2025566' }),
  ];
  const packaging = org('杭州华盛包装材料有限公司', 'SUPPLIER', packer.id, place('330000', '330100', '330109', '浙江省/杭州市/萧山区'), { licenseNo: 'QS3301-0417', contactPerson: '沈丽', phone: '0571-82881122' });
  const sugarMill = org('广西桂中糖业有限公司', 'SUPPLIER', ingredient.id, place('450000', '450100', null, '广西壮族自治区/南宁市'), { licenseNo: 'SC10145010000088', contactPerson: '黄志强', phone: '0771-5667788' });
  const cultureCo = org('上海益生菌种科技有限公司', 'SUPPLIER', ingredient.id, place('310000', '310100', '310115', '上海市/上海市/浦东新区'), { contactPerson: '周颖', phone: '021-50801234' });
  const carrier = org('顺鲜冷链物流有限公司', 'LOGISTICS', cold.id, place('330000', '330100', '330110', '浙江省/杭州市/余杭区'), { contactPerson: '何军', phone: '0571-86223344' });
  const agency = org('浙江正信食品检测中心', 'INSPECTION', lab.id, place('330000', '330100', '330106', '浙江省/杭州市/西湖区'), { licenseNo: 'CMA 201911002233', contactPerson: '钱晓', phone: '0571-87998866' });
  certificates(d, t0, inDays, { farms, packaging, sugarMill, cultureCo, carrier, agency });
  const customers = [
    org('沪联鲜超市（浦东店）', 'RETAILER', chain.id, place('310000', '310100', '310115', '上海市/上海市/浦东新区'), { contactPerson: '张伟', phone: '021-58880123', email: 'zhangwei@hulianxian.example.cn' }),
    org('金陵优选超市', 'RETAILER', chain.id, place('320000', '320100', '320106', '江苏省/南京市/鼓楼区'), { contactPerson: '王芳', phone: '025-86661234', email: 'qa@jinlingyouxuan.example.cn' }),
    org('鹏城生活超市', 'RETAILER', chain.id, place('440000', '440300', '440305', '广东省/深圳市/南山区'), { contactPerson: '李娜', phone: '0755-26661188', email: 'lina@pengcheng-life.example.cn' }),
    org('江城便利连锁', 'RETAILER', chain.id, place('420000', '420100', '420103', '湖北省/武汉市/江汉区'), { contactPerson: '刘洋', phone: '027-85553322' }),
    org('京华社区超市', 'RETAILER', chain.id, place('110000', '110100', '110105', '北京市/北京市/朝阳区'), { contactPerson: '陈静', phone: '010-65557788' }),
    org('皖乳商贸有限公司', 'DISTRIBUTOR', dealer.id, place('340000', '340100', '340104', '安徽省/合肥市/蜀山区'), { contactPerson: '杨磊', phone: '0551-65553366', email: 'purchase@wanru.example.cn' }),
    org('杭州鲜到家便利店', 'RETAILER', chain.id, place('330000', '330100', '330106', '浙江省/杭州市/西湖区'), { contactPerson: '赵敏', phone: '0571-87776655', email: 'zhaomin@xiandaojia.example.cn' }),
  ];
  const origins = [
    d.add('ftOrigin', { originName: '呼伦贝尔草原一号牧区', originCode: 'NM-HLBE-01', supplierId: farms[0].id, ...place('150000', '150700', null, '内蒙古自治区/呼伦贝尔市'), address: null, longitude: 119.765, latitude: 49.211, certification: '良好农业规范(GAP)认证', remark: null }, t0),
    d.add('ftOrigin', { originName: '安吉青山牧场', originCode: 'ZJ-AJ-02', supplierId: farms[1].id, ...place('330000', '330500', '330523', '浙江省/湖州市/安吉县'), address: null, longitude: 119.680, latitude: 30.638, certification: '绿色食品奶源基地', remark: null }, t0),
    d.add('ftOrigin', { originName: '塞上黄河灌区牧场', originCode: 'NX-WZ-03', supplierId: farms[2].id, ...place('640000', '640300', null, '宁夏回族自治区/吴忠市'), address: null, longitude: 106.199, latitude: 37.986, certification: null, remark: null }, t0),
    d.add('ftOrigin', { originName: '桂中甘蔗种植基地', originCode: 'GX-NN-04', supplierId: sugarMill.id, ...place('450000', '450100', null, '广西壮族自治区/南宁市'), address: null, longitude: 108.366, latitude: 22.817, certification: null, remark: null }, t0),
  ];
  const sellOrigins = customers.map((c) => d.add('ftSellOrigin', {
    name: `${String(c.name).replace(/（.*）|有限公司/g, '')}销售点`, sellType: c.orgType === 'DISTRIBUTOR' ? 'DEALER' : 'STORE', retailerId: c.id,
    provinceCode: c.provinceCode, cityCode: c.cityCode, districtCode: c.districtCode, regionName: c.regionName, address: null,
    longitude: null, latitude: null, remark: null,
  }, t0));

  const dairy = d.add('ftProductType', { typeName: '乳制品', typeCode: 'DAIRY', parentId: null, sortNo: 1, remark: null }, t0);
  const milkType = d.add('ftProductType', { typeName: '巴氏杀菌乳', typeCode: 'PASTEURIZED', parentId: dairy.id, sortNo: 2, remark: 'GB 19645' }, t0);
  const yogurtType = d.add('ftProductType', { typeName: '发酵乳', typeCode: 'YOGURT', parentId: dairy.id, sortNo: 3, remark: 'GB 19302' }, t0);
  const wipType = d.add('ftProductType', { typeName: '半成品', typeCode: 'WIP', parentId: null, sortNo: 9, remark: null }, t0);

  const milkTech = d.add('ftTechnology', { techName: '巴氏杀菌乳工艺', techCode: 'TECH-PM', version: '3.1', status: '1', description: '原奶验收→净乳→标准化→均质→巴氏杀菌(CCP)→冷却→灌装→冷藏' }, t0);
  const yogurtTech = d.add('ftTechnology', { techName: '发酵乳工艺', techCode: 'TECH-YG', version: '2.0', status: '1', description: '配料→杀菌(CCP)→冷却接种→发酵→冷却→灌装→冷藏后熟' }, t0);
  const monitors = instruments(d, t0);
  const step = (technologyId: string, seq: number, stepName: string, isCcp: number, paramSpec: string | null, hazard: string | null = null, instrumentNo?: string) =>
    d.add('ftTechnologyStep', { technologyId, seq, stepName, isCcp, hazard, paramSpec, description: null, instrumentId: instrumentNo ? monitors[instrumentNo] : null }, t0);
  const milkSteps = {
    clarify: step(milkTech.id, 1, '净乳', 0, null),
    standardise: step(milkTech.id, 2, '标准化', 0, limits(['fat', '脂肪', 'g/100g', 3.1, 3.8])),
    homogenise: step(milkTech.id, 3, '均质', 0, limits(['pressure', '均质压力', 'MPa', 15, 25])),
    pasteurise: step(milkTech.id, 4, '巴氏杀菌', 1, limits(['temp', '杀菌温度', '℃', 72, 85], ['seconds', '保持时间', 's', 15]), '致病菌残存', 'JL-SJ-02'),
    cool: step(milkTech.id, 5, '冷却', 0, limits(['temp', '出口温度', '℃', undefined, 6])),
    fill: step(milkTech.id, 6, '灌装', 0, null),
  };
  const yogurtSteps = {
    sterilise: step(yogurtTech.id, 1, '杀菌', 1, limits(['temp', '杀菌温度', '℃', 90, 95], ['seconds', '保持时间', 's', 300]), '致病菌残存', 'JL-SJ-03'),
    ferment: step(yogurtTech.id, 2, '发酵', 0, limits(['temp', '发酵温度', '℃', 41, 43], ['hours', '发酵时间', 'h', 4, 8])),
    cool: step(yogurtTech.id, 3, '冷却', 0, limits(['temp', '冷却温度', '℃', undefined, 10])),
    fill: step(yogurtTech.id, 4, '灌装', 0, null),
  };

  // A product sold by the piece has a carton too: its ITF-14 is the item's GTIN behind indicator digit 1, and six
  // go in a case (箱规), as the demo's cases are packed.
  const product = (name: string, productTypeId: string, gtin13: string | null, extra: Record<string, unknown>) => d.add('ftProduct', {
    name, productTypeId, gtin: gtin13 ? withCheckDigit(gtin13) : null, caseGtin: gtin13 ? withCheckDigit(`1${gtin13.slice(1)}`) : null, caseQty: gtin13 ? 6 : null, brand: '鲜源', spec: null, unit: 'bottle', shelfLifeDays: 7,
    storageCondition: 'CHILLED', execStandard: null, licenseNo: self.licenseNo, technologyId: null, producerId: self.id,
    ingredients: null, image: null, status: '1', remark: null, formulaBatch: null as number | null, ...extra,
  }, t0);
  const products = {
    milk: product('鲜源纯鲜牛奶 950mL', milkType.id, '0690123450001', { spec: '950mL', execStandard: 'GB 19645', technologyId: milkTech.id, ingredients: '生牛乳', allergens: 'MILK', image: picture(d, DEMO_IMAGES.milk) }),
    small: product('鲜源纯鲜牛奶 250mL', milkType.id, '0690123450002', { spec: '250mL', execStandard: 'GB 19645', technologyId: milkTech.id, ingredients: '生牛乳', allergens: 'MILK', image: picture(d, DEMO_IMAGES.small) }),
    yogurt: product('鲜源原味风味发酵乳 200g', yogurtType.id, '0690123450003', { spec: '200g', unit: 'box', shelfLifeDays: 21, execStandard: 'GB 19302', technologyId: yogurtTech.id, ingredients: '生牛乳、白砂糖、保加利亚乳杆菌、嗜热链球菌', allergens: 'MILK', image: picture(d, DEMO_IMAGES.yogurt) }),
    base: product('标准化乳基液', wipType.id, null, { unit: 'kg', shelfLifeDays: 2, brand: null, technologyId: milkTech.id, producerId: self.id, allergens: 'MILK' }),
  };
  const crude = (name: string, crudeCode: string, category: string, unit: string, needInspection: string, extra: Record<string, unknown> = {}) =>
    d.add('ftCrude', { name, crudeCode, category, spec: null, unit, shelfLifeDays: null, storageCondition: null, needInspection, remark: null, ...extra }, t0);
  const crudes = {
    milk: crude('生鲜乳', 'RM-MILK', 'RAW', 'kg', '1', { storageCondition: 'CHILLED', shelfLifeDays: 2, spec: 'GB 19301', allergens: 'MILK' }),
    sugar: crude('白砂糖', 'RM-SUGAR', 'AUXILIARY', 'kg', '1', { spec: 'GB/T 317 一级', shelfLifeDays: 540 }),
    culture: crude('乳酸菌发酵剂', 'RM-CULTURE', 'ADDITIVE', 'kg', '1', { storageCondition: 'FROZEN', shelfLifeDays: 365, allergens: 'MILK' }),
    carton: crude('屋顶盒包装', 'PK-CARTON', 'PACKAGING', 'piece', '0', { spec: '950mL/250mL 纸塑复合' }),
    cup: crude('发酵乳杯及封膜', 'PK-CUP', 'PACKAGING', 'piece', '0', { spec: '200g PS 杯' }),
  };
  supplierApprovals(d, t0, inDays, { farms, packaging, sugarMill, cultureCo }, crudes);
  formulas(d, t0, products, crudes);
  lineCrewHealth(d, t0);
  selfInspection(d);
  staffTraining(d);
  const lines = Object.fromEntries(DEMO_LINES.map(({ cip: _cip, ...l }) => [l.name, d.add('ftProductionLine', { status: 'ACTIVE', remark: null, lastCleaned: null as number | null, ...l }, t0)]));
  return { self, farms, packaging, sugarMill, cultureCo, carrier, agency, customers, origins, sellOrigins, milkSteps, yogurtSteps, products, crudes, milkTech, yogurtTech, lines };
}

/** Who cleans a line by CIP before each run, and what else its CIP does (production.ts). */
export interface LineCip { operator: string; equipment: string; sanitizer: string | null }

/**
 * 生产线: the three lines the runs use, each cleaned before a run and judged by a day's window; the second filler,
 * stopped for its rebuild; and the case packer, which touches no food, so its cleaning is not judged here.
 */
const DEMO_LINES: ReadonlyArray<{ name: string; workshop: string; products: string; equipment: string; cleanHours: number | null; status?: string; remark?: string; cip?: LineCip }> = [
  {
    name: '预处理线', workshop: '液态奶车间', products: '原奶净乳与标准化（各产品共用）', equipment: '净乳机、标准化罐、均质机', cleanHours: 24,
    cip: { operator: '刘建国', equipment: '净乳机、标准化罐、均质机及管路', sanitizer: null },
  },
  {
    name: '1号灌装线', workshop: '液态奶车间', products: '巴氏杀菌乳', equipment: '板式巴氏杀菌机、屋顶盒灌装机', cleanHours: 24,
    cip: { operator: '马俊', equipment: '巴氏杀菌机、灌装机及管路', sanitizer: '热水 90 ℃ 循环 15 分钟' },
  },
  {
    name: '发酵线', workshop: '酸奶车间', products: '风味发酵乳', equipment: '杀菌机、发酵罐、杯装灌装机', cleanHours: 24,
    cip: { operator: '杨秀英', equipment: '杀菌机、发酵罐及管路', sanitizer: '热水 90 ℃ 循环 15 分钟' },
  },
  {
    name: '2号灌装线', workshop: '液态奶车间', products: '巴氏杀菌乳（家庭装）', equipment: '板式巴氏杀菌机、PET 瓶灌装机', cleanHours: 24,
    status: 'STOPPED', remark: '停机改造，更换灌装阀组；复产前须完成 CIP 并经验证合格',
  },
  { name: '装箱码垛线', workshop: '包装车间', products: '各产品外包装', equipment: '装箱机、封箱机、码垛机', cleanHours: null, remark: '不接触食品，按车间卫生检查清洁' },
];

/** The CIP of each line the runs use. */
export const LINE_CIP: Readonly<Record<string, LineCip>> = Object.fromEntries(DEMO_LINES.flatMap((l) => (l.cip ? [[l.name, l.cip]] : [])));

export type Master = ReturnType<typeof masterData>;

type Org = { id: string };

/**
 * 产品配方, as the demo's runs put in (production.ts): the base is the day's milk less 1 %, a bottle or a cup is
 * filled with its weight of base, the yogurt takes 6 % sugar on its base and one carton or cup per piece; the
 * culture is a 食品添加剂 (0.5 kg a run, about 0.025 kg per 1,000 cups).
 */
function formulas(d: DemoData, t0: number, products: Record<'milk' | 'small' | 'yogurt' | 'base', Org & { formulaBatch: number | null }>, crudes: Record<string, Org>) {
  const formula = (product: Org & { formulaBatch: number | null }, batch: number, lines: Array<[{ crude: Org } | { component: Org }, number, number, string?]>) => {
    product.formulaBatch = batch;
    lines.forEach(([m, quantity, tolerancePct, remark], i) => d.add('ftProductFormula', {
      productId: product.id, seq: i + 1, crudeId: 'crude' in m ? m.crude.id : null, componentId: 'component' in m ? m.component.id : null,
      quantity, tolerancePct, remark: remark ?? null,
    }, t0));
  };
  formula(products.base, 1000, [[{ crude: crudes.milk }, 1010, 2, '净乳损耗约 1%']]);
  formula(products.milk, 1000, [[{ component: products.base }, 980, 1, '每瓶灌装 0.98 千克'], [{ crude: crudes.carton }, 1000, 1]]);
  formula(products.small, 1000, [[{ component: products.base }, 258, 1, '每瓶灌装 0.258 千克'], [{ crude: crudes.carton }, 1000, 1]]);
  formula(products.yogurt, 1000, [
    [{ component: products.base }, 205, 2, '每杯 0.205 千克'], [{ crude: crudes.sugar }, 12.3, 5, '按乳基液 6% 添加'],
    [{ crude: crudes.culture }, 0.025, 20, '直投式菌种，按杀菌后乳基液接种'], [{ crude: crudes.cup }, 1000, 1],
  ]);
}

/**
 * 资质证照 of the suppliers, the carrier and the agency: most in force, one pasture's licence within the
 * reminder's 30 days, a lapsed organic certification (shown, not binding) and the culture supplier's lapsed
 * 食品生产许可证 — so the register, its reminder and the intake refusal each have something to show.
 */
function certificates(d: DemoData, t0: number, inDays: (n: number) => string, o: { farms: Org[]; packaging: Org; sugarMill: Org; cultureCo: Org; carrier: Org; agency: Org }) {
  const cert = (office: Org, certType: string, certNo: string, issuer: string, issueDate: string, validUntil: string | null, scope: string | null = null) =>
    d.add('ftOfficeCert', { officeId: office.id, certType, certNo, issuer, issueDate, validUntil, scope, files: null, remark: null }, t0);
  cert(o.farms[0], 'BUSINESS', '91150700MA0Q2B8L3N', '呼伦贝尔市市场监督管理局', '2016-05-20', null);
  cert(o.farms[0], 'MILK', '150700-0012', '呼伦贝尔市农牧局', '2025-01-10', inDays(400), '生鲜牛乳');
  cert(o.farms[1], 'MILK', '330523-0031', '安吉县农业农村局', '2024-12-20', inDays(18), '生鲜牛乳');
  cert(o.farms[2], 'MILK', '640300-0007', '吴忠市农业农村局', '2025-06-01', inDays(520), '生鲜牛乳');
  cert(o.farms[2], 'ORGANIC', 'OC-640300-2023-118', '中绿华夏有机产品认证中心', '2023-11-01', inDays(-12), '有机生鲜牛乳');
  cert(o.packaging, 'XK', '浙XK16-204-00417', '浙江省市场监督管理局', '2022-08-15', inDays(610), '食品用塑料包装容器工具等制品');
  cert(o.sugarMill, 'SC', 'SC10145010000088', '南宁市市场监督管理局', '2022-03-01', inDays(830), '食糖〔白砂糖〕');
  cert(o.cultureCo, 'SC', 'SC13131011500412', '上海市浦东新区市场监督管理局', '2021-11-15', inDays(-6), '食品添加剂〔食品工业用菌种制剂〕');
  cert(o.carrier, 'TRANSPORT', '浙交运管许可杭字 330110301234 号', '杭州市交通运输局', '2023-04-01', inDays(880), '道路普通货运、冷藏保鲜设备运输');
  cert(o.agency, 'CMA', '201911002233', '浙江省市场监督管理局', '2019-11-20', inDays(1090), '食品、食品添加剂、食品相关产品检验');
}

/**
 * 合格供方: every supplier the demo buys from is admitted for what it delivers, long before its first delivery;
 * one pasture's yearly re-evaluation falls due within the month and the sugar mill's is overdue, so the register
 * has something to show. The culture supplier's 食品生产许可证 lapsed six days ago (资质证照): it was suspended the
 * next day until it is renewed. Its culture, delivered a month ago and still in stock, was rightly taken in; 追溯查询
 * and the yogurt's trace report name the suspension since.
 */
function supplierApprovals(d: DemoData, t0: number, inDays: (n: number) => string, o: { farms: Org[]; packaging: Org; sugarMill: Org; cultureCo: Org }, crudes: Record<string, Org>) {
  const admit = (supplier: Org, crude: Org, method: string, daysAgo: number, reviewIn: number, evaluator: string, conclusion: string) => d.add('ftSupplierApproval', {
    supplierId: supplier.id, crudeId: crude.id, status: 'APPROVED', method, evaluatedDate: inDays(-daysAgo), reviewDue: inDays(reviewIn), evaluator, conclusion, files: null, remark: null,
  }, t0);
  admit(o.farms[0], crudes.milk, 'ONSITE', 300, 65, '王丽', '现场审核挤奶厅、冷却贮存与运输，抽检生鲜乳 3 批次均符合 GB 19301');
  admit(o.farms[1], crudes.milk, 'ONSITE', 345, 20, '王丽', '现场审核牧场防疫与挤奶卫生，体细胞数与菌落总数连续 3 个月达标');
  admit(o.farms[2], crudes.milk, 'ONSITE', 200, 165, '王丽', '现场审核，抽检生鲜乳 3 批次符合 GB 19301，兽药残留未检出');
  admit(o.sugarMill, crudes.sugar, 'DOCS', 400, -35, '陈晓燕', '审核营业执照、食品生产许可证与出厂检验报告，符合 GB/T 317 一级');
  admit(o.cultureCo, crudes.culture, 'SAMPLE', 420, 310, '陈晓燕', '菌种样品发酵试验合格，附菌种鉴定报告');
  admit(o.packaging, crudes.carton, 'DOCS', 380, 350, '陈晓燕', '审核工业产品生产许可证与 GB 4806 迁移量检测报告');
  admit(o.packaging, crudes.cup, 'DOCS', 380, 350, '陈晓燕', '审核工业产品生产许可证与 GB 4806 迁移量检测报告');
  d.add('ftSupplierApproval', {
    supplierId: o.cultureCo.id, crudeId: crudes.culture.id, status: 'SUSPENDED', method: 'DOCS', evaluatedDate: inDays(-5), reviewDue: null,
    evaluator: '陈晓燕', conclusion: `食品生产许可证 SC13131011500412 已于 ${inDays(-6)} 到期，换证前暂停供货；在库菌种复核后继续使用`, files: null, remark: null,
  }, t0);
}
