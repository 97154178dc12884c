/**
 * Ids of seeded rows that other modules hang their rows under (menus under 系统管理) and that tests refer to.
 * JeecgBoot's own ids where the row comes from its seed data, so exported menus and grants stay comparable.
 */
export const SEED_IDS = {
  /** 系统管理, the parent of every system-administration menu. */
  systemMenu: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
  /** 系统管理 → 职务管理. */
  positionsMenu: '3f915b2769fc80648e92d04e84ca059e',
  /** The demo company (orgCode A01) and its departments. */
  company: 'a0000000000000000000000000000001',
  qaDepart: 'a0000000000000000000000000000002',
  productionDepart: 'a0000000000000000000000000000003',
  warehouseDepart: 'a0000000000000000000000000000004',
} as const;
