/** Texts of the 产品配方 drawer (ProductManageList → 配方); the shared ones are contracts' FORMULA_TEXT. */
export const FORMULA_UI_TEXT = {
  hint: '配方按“标准批量”填写各原料/半成品的用量（原料的计量单位）。登记加工时可按配方投料；保存后按实际产量核对投料，'
    + '超出允许偏差、漏投或投入配方外的物料会提示“配方偏差”，食品添加剂超过配方上限会单独提示。',
  batchQty: '标准批量',
  kind: '物料类型',
  kinds: { crude: '原料', product: '半成品' },
  material: '物料',
  pickMaterial: '选择物料',
  quantity: '用量',
  unit: '单位',
  tolerance: '允许偏差(±%)',
  remark: '备注',
  additive: '食品添加剂',
  positive: '须大于 0',
  percent: '须在 0～100 之间',
  batchPositive: '标准批量须大于 0',
  quantityPositive: (name: string) => `${name} 的用量须大于 0`,
  toleranceRange: (name: string) => `${name} 的允许偏差须在 0～100 之间`,
  tooManyLines: (max: number) => `配方最多 ${max} 行`,
  invalidRow: (row: number, message: string) => `第 ${row} 行：${message}`,
} as const;
