import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { CLEANING_MAX_HOURS, CLEANING_VALID_HOURS, LINE_SCOPE, LINE_STATUS } from '../../foodtrace/cleaning.ts';
import { remarkField } from './shared.ts';

/**
 * 生产线 (foodtrace/cleaning.ts): the plant's lines, which 加工记录 and 清洗消毒 choose by name — one line, one name — each
 * with how long a verified cleaning keeps it clean for a run (清洗有效期; left empty, its runs are not judged) and the end of
 * its last verified cleaning, which the server keeps from 清洗消毒. A name records carry cannot change, nor can its line
 * be deleted: a line no longer used is 停用, and new records cannot choose it.
 */
export const productionLineResource = defineResource({
  key: 'productionLine',
  title: '生产线',
  table: 'ft_production_line',
  basePath: '/foodtrace/productionLine',
  permPrefix: 'foodtrace:productionLine',
  fields: {
    name: { label: '生产线名称', type: 'string', required: true, unique: true, fixedOnceUsed: true, maxLength: 50, search: 'like', sortable: true, placeholder: '如：1号灌装线' },
    workshop: { label: '所属车间', type: 'string', maxLength: 50, search: 'like', placeholder: '如：液态奶车间' },
    // in the detail: the list keeps its width for where each line's cleaning stands, whose tag varies with it
    products: { label: '主要产品', type: 'string', maxLength: 100, list: false, placeholder: '如：巴氏杀菌乳、调制乳' },
    // what a cleaning of the line cleans, unless it says otherwise (清洗消毒's 清洗设备/部位, as long)
    equipment: { label: '主要设备', type: 'string', maxLength: 100, list: false, placeholder: '如：板式巴氏杀菌机、无菌灌装机' },
    cleanHours: {
      label: '清洗有效期(小时)', type: 'int', min: 1, max: CLEANING_MAX_HOURS, initial: CLEANING_VALID_HOURS, width: 130,
      placeholder: '验证合格的清洗在多少小时内有效；留空则不判定',
    },
    // kept by the server from 清洗消毒: the end of the line's last cleaning verified 合格
    lastCleaned: { label: '最近合格清洗', type: 'datetime', form: false, sortable: true, width: 150 },
    status: { label: '状态', type: 'string', dict: FT_DICT.lineStatus, required: true, maxLength: 10, search: 'eq', initial: LINE_STATUS.active, width: 80 },
    remark: remarkField,
  },
  defaultSort: { column: 'name', order: 'asc' },
  scopes: [LINE_SCOPE.due],
});
