/** Texts of 相关组织 and 组织详情 (RelationOfficeList, OfficeDetail). */
export const OFFICE_TEXT = {
  view: '组织详情',
  title: (name: string) => `组织详情 — ${name}`,
  missingId: '请选择组织，或从相关组织列表打开组织详情',
  pick: '输入名称查找组织',
  related: {
    SUPPLIER: [{ key: 'certs', title: '资质证照' }, { key: 'intakes', title: '供货记录（原料入库）' }, { key: 'origins', title: '所属产地' }],
    RETAILER: [{ key: 'certs', title: '资质证照' }, { key: 'shipments', title: '收货记录（出库发货）' }, { key: 'sellOrigins', title: '销售地' }],
    DISTRIBUTOR: [{ key: 'certs', title: '资质证照' }, { key: 'shipments', title: '收货记录（出库发货）' }, { key: 'sellOrigins', title: '销售地' }],
    LOGISTICS: [{ key: 'certs', title: '资质证照' }, { key: 'carried', title: '承运记录（出库发货）' }],
    INSPECTION: [{ key: 'certs', title: '资质证照' }, { key: 'inspections', title: '检验记录' }],
  } as Record<string, Array<{ key: string; title: string }>>,
  recent: (n: number) => `最近 ${n} 条`,
  back: '返回相关组织',
  /** 资质证照's switch (the 30 is CERT_WARN_DAYS). */
  certViews: { all: '全部', expired: '已过期', expiring: '30 天内到期' },
  addCert: '登记证照',
} as const;
