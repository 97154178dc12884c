import { FT_DICT, PROVINCES } from '@foodtrace/contracts';
import type { EditableColumn } from '@/components/editable-table';
import { supplierSource } from './supplier-source';

/** A supplier lot number as the intake screen takes it (contracts' LOT_NO_PATTERN, as a custom pattern). */
const LOT_NO = '^[A-Za-z0-9_.-]{1,20}$';

const ALLERGENS = ['含麸质谷物', '甲壳类', '鱼类', '蛋类', '花生', '大豆', '乳及乳制品', '坚果'].map((t) => ({ value: t, text: t }));
const PROVINCE_OPTIONS = Object.entries(PROVINCES).map(([value, text]) => ({ value, text }));

/**
 * 原料入库明细: one line per received raw material (GB/T 22005 and Food Safety Law Art. 50 — supplier,
 * supplier lot, quantity, inspection and certificate), using every column type of spec §3.
 */
export const INTAKE_COLUMNS: EditableColumn[] = [
  { key: 'crudeName', title: '原料名称', type: 'input', width: 140, validateRules: [{ required: true }] },
  { key: 'category', title: '原料类别', type: 'select', dictCode: FT_DICT.crudeCategory, width: 120, defaultValue: 'RAW' },
  {
    key: 'supplier', title: '供应商', type: 'popup', width: 200, popupCode: 'supplier',
    orgFields: 'name,contactPerson,phone', destFields: 'supplier,contact,phone', props: { source: supplierSource },
    validateRules: [{ required: true, message: '请选择供应商' }],
  },
  { key: 'contact', title: '联系人', type: 'input', width: 100 },
  { key: 'phone', title: '联系电话', type: 'input', width: 140, validateRules: [{ pattern: 'm' }] },
  {
    key: 'supplierLotNo', title: '供应商批号', type: 'input', width: 150,
    validateRules: [{ required: true }, { unique: true, message: '供应商批号不能重复' }, { pattern: LOT_NO, message: '批号最多 20 位，只能包含字母、数字和 _ . -' }],
  },
  { key: 'quantity', title: '入库数量', type: 'inputNumber', width: 110, statistics: 'sum', validateRules: [{ required: true }, { pattern: 'n' }] },
  { key: 'unit', title: '单位', type: 'select', dictCode: FT_DICT.unit, width: 100, defaultValue: 'kg', validateRules: [{ required: true }] },
  { key: 'unitPrice', title: '单价(元)', type: 'inputNumber', width: 110, statistics: 'average', validateRules: [{ pattern: 'money' }] },
  { key: 'amount', title: '金额(元)', type: 'slot', slotName: 'amount', width: 110 },
  { key: 'receivedTime', title: '收货时间', type: 'datetime', validateRules: [{ required: true }] },
  { key: 'productionDate', title: '生产日期', type: 'date' },
  {
    key: 'storage', title: '贮存条件', type: 'radio', width: 220, defaultValue: 'AMBIENT',
    options: [{ value: 'AMBIENT', text: '常温' }, { value: 'CHILLED', text: '冷藏' }, { value: 'FROZEN', text: '冷冻' }],
  },
  { key: 'allergens', title: '过敏原', type: 'list_multi', options: ALLERGENS, width: 170 },
  { key: 'origin', title: '产地', type: 'sel_search', options: PROVINCE_OPTIONS, width: 140 },
  { key: 'inspected', title: '检验合格', type: 'checkbox', customValue: ['1', '0'], width: 90 },
  { key: 'inspectDepart', title: '验收部门', type: 'sel_depart' },
  // The popup's own source: the online report 部门人员 (spec §7.4), as configured by an administrator.
  { key: 'receiver', title: '收货人', type: 'popup', width: 130, popupCode: 'user_by_depart', orgFields: 'realname', destFields: 'receiver' },
  { key: 'inspector', title: '验收人', type: 'sel_user' },
  // Searched on the server while typing (spec §4: select inputs in async mode), over the user table dictionary.
  { key: 'reviewer', title: '复核人', type: 'sel_search', dictCode: 'sys_user,realname,username', props: { async: true }, width: 150 },
  { key: 'certificate', title: '合格证明', type: 'file', width: 150, token: true },
  { key: 'photo', title: '到货照片', type: 'image', width: 130, token: true },
  { key: 'report', title: '检验报告', type: 'upload', width: 150, token: true, fieldExtendJson: { uploadnum: 3 } },
  { key: 'remark', title: '外观与备注', type: 'input_pop', width: 180 },
  { key: 'postStatus', title: '过账状态', type: 'hidden', defaultValue: 'DRAFT' },
];

/** Posted lines are in the books: they can be neither selected nor edited (spec §4 disabledRows). */
export const POSTED_ROWS = { postStatus: 'POSTED' };
