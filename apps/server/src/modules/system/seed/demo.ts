import { SEED_IDS } from './seed-ids.ts';
/** A believable organisation for a fresh install: the company, its departments and positions. */
export const DEPART_SEEDS = [
  { id: SEED_IDS.company, parentId: null, departName: '浙江鲜源乳业有限公司', orgCode: 'A01', orgCategory: '1', departOrder: 0 },
  { id: SEED_IDS.qaDepart, parentId: SEED_IDS.company, departName: '质量管理部', orgCode: 'A01A01', orgCategory: '2', departOrder: 1 },
  { id: SEED_IDS.productionDepart, parentId: SEED_IDS.company, departName: '生产部', orgCode: 'A01A02', orgCategory: '2', departOrder: 2 },
  { id: SEED_IDS.warehouseDepart, parentId: SEED_IDS.company, departName: '仓储物流部', orgCode: 'A01A03', orgCategory: '2', departOrder: 3 },
] as const;

export const POSITION_SEEDS = [
  { code: 'gm', name: '总经理', rank: '5' },
  { code: 'qa_manager', name: '质量经理', rank: '4' },
  { code: 'qc_inspector', name: '质检员', rank: '2' },
  { code: 'prod_supervisor', name: '生产主管', rank: '3' },
  { code: 'warehouse_keeper', name: '仓库管理员', rank: '1' },
] as const;
