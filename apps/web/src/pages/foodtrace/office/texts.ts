/** Texts of 相关组织 and 组织详情 (RelationOfficeList, OfficeDetail). */
export const OFFICE_TEXT = {
  view: '组织详情',
  title: (name: string) => `组织详情 — ${name}`,
  missingId: '请选择组织，或从相关组织列表打开组织详情',
  pick: '输入名称查找组织',
  related: {
    SUPPLIER: [{ key: 'certs', title: '资质证照' }, { key: 'approvals', title: '合格供方评价' }, { key: 'intakes', title: '供货记录（原料入库）' }, { key: 'origins', title: '所属产地' }],
    RETAILER: [{ key: 'certs', title: '资质证照' }, { key: 'shipments', title: '收货记录（出库发货）' }, { key: 'sellOrigins', title: '销售地' }],
    DISTRIBUTOR: [{ key: 'certs', title: '资质证照' }, { key: 'shipments', title: '收货记录（出库发货）' }, { key: 'sellOrigins', title: '销售地' }],
    LOGISTICS: [{ key: 'certs', title: '资质证照' }, { key: 'carried', title: '承运记录（出库发货）' }],
    INSPECTION: [{ key: 'certs', title: '资质证照' }, { key: 'inspections', title: '检验记录' }],
  } as Record<string, Array<{ key: string; title: string }>>,
  recent: (n: number) => `最近 ${n} 条`,
  back: '返回相关组织',
  /** 资质证照's switch (the 30 is CERT_WARN_DAYS; the year of 缺少证照 is UNCOVERED_DAYS). */
  certViews: {
    views: { all: '当前证照', expired: '已过期', expiring: '30 天内到期', history: '全部记录', uncovered: '缺少证照' },
    hint: {
      history: '登记过的全部证照，含换证后被新证替代的旧证（不再标注到期）；证照是否在效请看当前证照。',
      uncovered: '近一年为我们供货、承运或出具检验报告，却没有一份在效许可证照的组织。许可证过期会拦下入库、承运和检验登记；'
        + '从未登记的证照无从核对，请向对方索取后在此登记。',
    },
  },
  /** 组织详情's mark of a certificate a renewal replaced. */
  replaced: '已换证',
  /** 健康证明, a register of papers too: 全部记录 keeps the certificates renewals replaced; the others read each person's latest. */
  healthViews: {
    views: { all: '当前证明', expired: '已过期', expiring: '30 天内到期', history: '全部记录', unregistered: '未登记人员' },
    hint: {
      history: '登记过的全部健康证明，含换证后被新证替代的旧证（不再标注到期）；证明是否在效请看当前证明。',
      unregistered: '近一年加工记录中写作操作人、却没有登记任何健康证明的人员。健康证明过期的操作人会在登记加工时提示、在追溯报告中列出；'
        + '从未登记的无从核对，请补登其健康证明（班组等非个人的写法也会列出，可不理会）。',
    },
  },
  /** 健康证明 → 未登记人员. */
  unregistered: {
    cols: { name: '操作人', runs: '近一年加工', steps: '工序', action: '操作' },
    runs: (count: number, last: string) => `${count} 个加工单，最近 ${last}`,
    empty: '近一年加工记录中的操作人都已登记健康证明',
    add: '登记健康证明',
  },
  addCert: '登记证照',
  /** 资质证照 → 缺少证照. */
  uncovered: {
    cols: { office: '组织', orgType: '组织类别', dealings: '近一年往来', licence: '许可证照', action: '操作' },
    dealt: { supplier: '供货', carrier: '承运', agency: '检验' },
    dealing: (verb: string, count: number, last: string) => `${verb} ${count} 次，最近 ${last}`,
    none: '未登记任何许可证照',
    empty: '近一年有往来的组织都有在效的许可证照',
  },
} as const;
