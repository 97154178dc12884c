import type { TransitHold } from '@foodtrace/contracts';

/** Texts of 质检记录 (ProductCheckoutList). */
export const CHECKOUT_TEXT = {
  record: '登记检验',
  recordTitle: '登记检验（含检验项目）',
  header: '检验单',
  items: '检验项目',
  ccpDeviated: '该批次加工时关键控制点（CCP）出现偏差：请先评估偏差对产品安全的影响，再作出检验结论',
  formulaDeviation: '该批次加工时投料与产品配方不符：请评估对产品质量、营养成分与标签标示的影响（食品添加剂超量须按不合格处理），再作出检验结论',
  ccpPending: '该批次加工时关键控制点（CCP）出现偏差，尚未登记纠偏措施：须先在“CCP 纠偏”登记，才能判定合格放行（判定不合格不受影响）',
  intakeTemperature: '该批次到货时温度超出原料的贮存条件（冷链）：请评估对原料安全与品质的影响，必要时加检微生物指标，再作出检验结论',
  qualityHold: '该批次质量暂扣中：本次检验合格也不放行，须在质量暂扣中解除暂扣后放行；不合格的照常判定',
  intakeTransit: '该批次运输途中温度超出原料的贮存条件（罐车/冷藏车温度记录）：请评估对原料安全与品质的影响，必要时加检微生物指标或拒收，再作出检验结论',
  intakeTransitHold: {
    PENDING: '该批次运输途中温度超出原料的贮存条件，尚未登记评估结论：须先在“原料入库”详情的在途温度中登记评估，才能判定合格放行（判定不合格不受影响）',
    REFUSED: '该批次运输途中温度超标，评估结论为拒收退回或召回：不能判定合格放行，请判定不合格后处置',
  } satisfies Record<TransitHold, string>,
  supplierReview: '该批次的供应商收货时已过复评日期：请确认其合格供方资格仍然有效（尽快复评），必要时加严本批次的进货查验',
  supplierSuspended: '该批次的供应商在收货后被暂停供货或取消资格：请查明原因是否涉及本批次，必要时加严检验，或判定不合格后处置',
  itemsHint: '逐项填写标准限值与实测值，可读的数值（如 ≥2.8、≤1×10⁵、不得检出）自动判定合格与否，感官等项目请手动勾选；任一项目不合格时检验结论不能为“合格”。检验合格将放行待检批次，不合格将判定待检批次不合格，或暂停已放行批次的放行。',
  itemName: '检验项目',
  standardLimit: '标准限值',
  unit: '单位',
  measuredValue: '实测值',
  passed: '合格',
  failed: '不合格',
  invalidRow: (row: number, message: string) => `检验项目第 ${row} 行：${message}`,
  passWithFailedItem: (names: string) => `以下项目不合格，检验结论不能为“合格”：${names}`,
  saved: (status: string) => `检验已登记，批次状态：${status}`,
  detailTitle: (no: string) => `质检记录 ${no}`,
  lot: '受检批次',
  lotStatus: '批次当前状态',
} as const;

/** Texts of the 留样台账, 质检记录's second view. */
export const SAMPLE_TEXT = {
  views: { records: '检验记录', samples: '留样台账', samplesDue: '留样到期' },
  hint: {
    records: '原料进货查验、过程检验、出厂检验的记录；登记检验后，合格放行批次，不合格判定批次不合格或暂停放行。',
    samples: '出厂检验合格批次的留样（成品应按批留样），按留样至先后排列：留样保存至留样至，到期后登记销毁（记入不合格品处置）；批次已无剩余数量的，留样随之出账。勾选留样可打印留样标签。',
    samplesDue: '已过留样至、仍在留样室的留样：请按留样管理制度销毁，点“登记销毁”记入不合格品处置。',
  },
  destroy: '登记销毁',
  printLabels: '打印留样标签',
  selectFirst: '请先勾选要打印标签的留样',
  labelsTitle: (n: number) => `留样标签（${n} 份）`,
  printHint: '打印前请在浏览器的打印设置中关闭页眉页脚，纸张选择 A4，缩放 100%；裁切后贴于留样容器。',
  print: '打印',
  labelHeading: '留 样 标 签',
  /** The label's lines under the product: what the sample is, when it was taken, how long it is kept, where, by whom. */
  labelFields: [
    ['lotNo', '批号'], ['quantity', '数量'], ['producedOn', '生产日期'], ['takenOn', '留样日期'],
    ['until', '留样至'], ['location', '留样位置'], ['takenBy', '留样人'],
  ] as ReadonlyArray<readonly ['lotNo' | 'quantity' | 'producedOn' | 'takenOn' | 'until' | 'location' | 'takenBy', string]>,
  due: '已到期，待销毁',
  dueIn: (n: number) => (n === 0 ? '今天到期' : `${n} 天后到期`),
} as const;
