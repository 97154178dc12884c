import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { VALID_STATUS } from '../../dict-codes.ts';

/**
 * 生产工艺 (PproductTechnologyManageList): a route; its ordered steps with critical control points and
 * parameter limits (HACCP, GB 14881 §8) are kept by /foodtrace/technology/steps and /saveSteps.
 */
export const technologyResource = defineResource({
  key: 'technology',
  title: '生产工艺',
  table: 'ft_technology',
  basePath: '/foodtrace/technology',
  permPrefix: 'foodtrace:technology',
  fields: {
    techName: { label: '工艺名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    techCode: {
      label: '工艺编码', type: 'string', required: true, unique: true, maxLength: 50, search: 'like', sortable: true,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: '工艺编码只能包含字母、数字、下划线和短横线' },
    },
    version: { label: '版本', type: 'string', maxLength: 20, width: 80 },
    status: { label: '状态', type: 'string', dict: FT_DICT.validStatus, maxLength: 2, search: 'eq', initial: VALID_STATUS.valid },
    description: { label: '工艺说明', type: 'text', maxLength: 2000, list: false },
  },
});
