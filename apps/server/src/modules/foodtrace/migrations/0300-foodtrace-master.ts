import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { COORD, indexes, placeColumns } from './columns.ts';

/** Master data (DOMAIN.md §2): organisations, origins, sales origins, product types, technology, products, raw materials. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await auditColumns(s.createTable('ft_office_type')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('type_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('type_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('org_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_office_type', [['type_name'], ['type_code'], ['create_time']]);

  await auditColumns(placeColumns(s.createTable('ft_self_office')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(50)')
    .addColumn('uscc', 'varchar(18)')
    .addColumn('license_no', 'varchar(50)')
    .addColumn('contact_person', 'varchar(50)')
    .addColumn('phone', 'varchar(30)'))
    .addColumn('gln', 'varchar(13)')
    .addColumn('logo', 'varchar(500)')
    .addColumn('intro', 'text')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_self_office', [['name'], ['create_time']]);

  await auditColumns(placeColumns(s.createTable('ft_relation_office')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('org_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('office_type_id', ID)
    .addColumn('uscc', 'varchar(18)')
    .addColumn('license_no', 'varchar(50)')
    .addColumn('contact_person', 'varchar(50)')
    .addColumn('phone', 'varchar(30)'))
    .addColumn('credentials', 'varchar(500)')
    .addColumn('status', 'varchar(2)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_relation_office', [['name'], ['org_type'], ['create_time']]);

  await auditColumns(placeColumns(s.createTable('ft_origin')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('origin_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('origin_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('supplier_id', ID))
    .addColumn('longitude', COORD)
    .addColumn('latitude', COORD)
    .addColumn('certification', 'varchar(200)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_origin', [['origin_name'], ['origin_code'], ['create_time']]);

  await auditColumns(placeColumns(s.createTable('ft_sell_origin')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sell_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('retailer_id', ID))
    .addColumn('longitude', COORD)
    .addColumn('latitude', COORD)
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_sell_origin', [['name'], ['province_code'], ['create_time']]);

  await auditColumns(s.createTable('ft_product_type')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('type_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('type_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('parent_id', ID)
    .addColumn('sort_no', 'integer')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_product_type', [['type_name'], ['type_code'], ['sort_no'], ['parent_id'], ['create_time']]);

  await auditColumns(s.createTable('ft_technology')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('tech_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tech_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('version', 'varchar(20)')
    .addColumn('status', 'varchar(2)')
    .addColumn('description', 'text')).execute();
  await indexes(db, 'ft_technology', [['tech_name'], ['tech_code'], ['create_time']]);

  // Steps of a route, in order; param_spec holds the limits as JSON ([{key,name,unit,min,max}], HACCP CCP limits).
  await auditColumns(s.createTable('ft_technology_step')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('technology_id', ID, (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('step_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_ccp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hazard', 'varchar(200)')
    .addColumn('param_spec', 'text')
    .addColumn('description', 'varchar(500)')).execute();
  await indexes(db, 'ft_technology_step', [['technology_id', 'seq']]);

  await auditColumns(s.createTable('ft_product')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('product_type_id', ID)
    .addColumn('gtin', 'varchar(14)')
    .addColumn('brand', 'varchar(50)')
    .addColumn('spec', 'varchar(50)')
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('shelf_life_days', 'integer')
    .addColumn('storage_condition', 'varchar(20)')
    .addColumn('exec_standard', 'varchar(100)')
    .addColumn('license_no', 'varchar(50)')
    .addColumn('technology_id', ID)
    .addColumn('producer_id', ID)
    .addColumn('ingredients', 'varchar(1000)')
    .addColumn('image', 'varchar(500)')
    .addColumn('status', 'varchar(2)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_product', [['name'], ['product_type_id'], ['gtin'], ['create_time']]);

  await auditColumns(s.createTable('ft_crude')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('crude_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('spec', 'varchar(50)')
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('shelf_life_days', 'integer')
    .addColumn('storage_condition', 'varchar(20)')
    .addColumn('need_inspection', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_crude', [['name'], ['crude_code'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
