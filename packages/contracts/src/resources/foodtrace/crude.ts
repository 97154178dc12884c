import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { remarkField, unitField } from './shared.ts';

/**
 * 原料 (FoodCrudeList): raw-material master data. needInspection decides whether an intake lot waits for an
 * incoming inspection before use (Food Safety Law Art. 50 进货查验).
 */
export const crudeResource = defineResource({
  key: 'crude',
  title: '原料',
  table: 'ft_crude',
  basePath: '/foodtrace/crude',
  permPrefix: 'foodtrace:crude',
  fields: {
    name: { label: '原料名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    crudeCode: {
      label: '原料编码', type: 'string', required: true, unique: true, maxLength: 50, search: 'like', sortable: true,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: '原料编码只能包含字母、数字、下划线和短横线' },
    },
    category: { label: '类别', type: 'string', dict: FT_DICT.crudeCategory, required: true, maxLength: 20, search: 'eq' },
    spec: { label: '规格', type: 'string', maxLength: 50 },
    unit: unitField,
    // in the form and the detail: the list keeps its width for the allergens (1440 px without scrolling sideways)
    shelfLifeDays: { label: '保质期(天)', type: 'int', min: 1, max: 36_500, list: false },
    storageCondition: { label: '贮存条件', type: 'string', dict: FT_DICT.storageCondition, maxLength: 20 },
    needInspection: { label: '需进货检验', type: 'string', dict: FT_DICT.yn, required: true, maxLength: 1 },
    // GB 7718—2025's eight kinds: what a run making a product from it must declare (foodtrace/allergens.ts)
    allergens: { label: '致敏物质', type: 'string', dict: FT_DICT.allergen, multiple: true, maxLength: 100, width: 160 },
    remark: remarkField,
  },
});
