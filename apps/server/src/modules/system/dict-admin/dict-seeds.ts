import type { DictSeed } from '../seed/dicts.ts';

/** JeecgBoot's item status dictionary (1 启用, 0 不启用), shown in the item drawer. */
export const DICT_ITEM_STATUS_CODE = 'dict_item_status';

export const DICT_ADMIN_DICTS: DictSeed[] = [
  { code: DICT_ITEM_STATUS_CODE, name: '字典项状态', items: [['1', '启用'], ['0', '不启用']] },
];
