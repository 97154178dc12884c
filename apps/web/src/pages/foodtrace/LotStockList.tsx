import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Segmented, Space, Tag } from 'antd';
import { HOLDABLE_STATUSES, LIST_SCOPE_KEY, LOT_STATUS, LOT_STOCK_SCOPE, lotHoldResource, lotResource, permissionCode, retainedLeftOf, type ResourceDef } from '@foodtrace/contracts';
import { listQueryKey, usePrefilledAdd, useResourceList, useResourceSummary, worklistOf, type ResourceRow } from '@/crud';
import { Has } from '@/lib/permissions';
import { HOLD_TEXT_UI } from './lot-hold/texts';
import { STOCK_EXPIRY_CELLS } from './common/due-dates';
import { SCREENS } from './common/screen-paths';
import { TraceListPage } from './common/trace-list-page';
import { useScreenLink } from './common/use-screen-link';
import { rowAmount } from './common/use-unit-text';
import { useViewParam } from './common/use-view-param';
import { useViewSwitch } from './common/view-switch';
import { StockByProduct, type StockItem } from './lot-stock/stock-by-product';
import { STOCK_TEXT as T, type StockGrouping, type StockView } from './lot-stock/texts';

const VIEWS: readonly StockView[] = ['all', 'nearExpiry', 'expired'];
const GROUPINGS: readonly StockGrouping[] = ['lots', 'products'];
const SCOPE_OF: Record<StockView, string> = { all: LOT_STOCK_SCOPE.inStock, nearExpiry: LOT_STOCK_SCOPE.nearExpiry, expired: LOT_STOCK_SCOPE.expired };

/** The lots with stock, first-expiring first; a view narrows them by the server's scope (contracts lot-stock.ts). */
const STOCK = worklistOf(lotResource, { [LIST_SCOPE_KEY]: LOT_STOCK_SCOPE.inStock },
  ['lotNo', 'lotKind', 'productId', 'status', 'availableQty', 'retainedQty', 'producedTime', 'expiryDate'],
  { column: 'expiryDate', order: 'asc' });

/** The columns as a stock list reads them (a raw lot's 品名 is its raw material's); the search keeps the fields' own names. */
function relabel(def: ResourceDef, labels: Record<string, string>): ResourceDef {
  return { ...def, fields: Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, labels[k] ? { ...f, label: labels[k] } : f])) };
}
const COLUMNS = relabel(STOCK.resource, { productId: T.itemName, availableQty: T.available, retainedQty: T.retained });

/** What is left of the lot's retained samples (the lot list gives what its releases recorded). */
const retainedLeft = (row: ResourceRow) => retainedLeftOf(Number(row.retainedQty ?? 0), Number(row.availableQty ?? 0));


const CELLS = {
  ...STOCK_EXPIRY_CELLS,
  productId: (_: unknown, row: ResourceRow) => String((row.productId ? row.productId_dictText : row.crudeId_dictText) ?? ''),
  // a quantity with the lot's unit (瓶, kg): one column less than a unit of its own, on a list read for amounts
  availableQty: (value: unknown, row: ResourceRow) => rowAmount(Number(value ?? 0), row),
  retainedQty: (_: unknown, row: ResourceRow) => (retainedLeft(row) > 0 ? rowAmount(retainedLeft(row), row) : ''),
  // the day a stock count reads (the time is in its title): the list keeps its width for the row's actions
  producedTime: (value: unknown) => (typeof value === 'string' ? <span title={value}>{value.slice(0, 10)}</span> : ''),
};

/**
 * 批次库存: every lot with stock left — raw, semi-finished, finished — with its status, what is left of it and
 * its 保质期至, soonest first (先到期先出); 临期 and 已过期 narrow it to what must go out first and what must not
 * go out at all. Read through the lot list (批次查询's code and data rules), exported as the stock count sheet;
 * a row opens its trace back to its sources (溯源) or forward to where part of it went (流向), and one not yet held has
 * 暂扣 (质量暂扣, its form with the lot filled in). 按品名 adds the
 * same lots up per product; its 查看批次 lists that product's lots, until the tag naming it is closed.
 */
export default function LotStockList() {
  const { view, header } = useViewSwitch(VIEWS, T);
  const [grouping, setGrouping] = useViewParam(GROUPINGS, 'by');
  const [item, setItem] = useState<StockItem | null>(null);
  const fixedSearch = { [LIST_SCOPE_KEY]: SCOPE_OF[view], ...(item ? { [item.field]: item.id } : {}) };
  // under 按品名 the lots' search feeds the groups, and the lots themselves are not asked for
  const list = useResourceList(COLUMNS, fixedSearch, { enabled: grouping !== 'products' });
  const byProduct = useResourceSummary(lotResource, list, grouping === 'products');
  const link = useScreenLink();
  const navigate = useNavigate();
  const traceButton = (row: ResourceRow, dir: 'backward' | 'forward', label: string) => {
    const to = link(SCREENS.trace, { lotId: row.id, dir });
    return to && <Button type="link" size="small" onClick={() => navigate(to)}>{label}</Button>;
  };
  // 暂扣 a lot not yet held (质量暂扣): its add form with the lot filled in; the save refreshes the stock's statuses
  const hold = usePrefilledAdd(lotHoldResource, [listQueryKey(lotResource), listQueryKey(lotHoldResource)]);
  const holdButton = (row: ResourceRow) => HOLDABLE_STATUSES.includes(String(row.status)) && row.status !== LOT_STATUS.hold && (
    <Has action={permissionCode(lotHoldResource, 'add')}>
      <Button type="link" size="small" onClick={() => hold.open({ lotId: row.id })}>{HOLD_TEXT_UI.hold}</Button>
    </Has>
  );
  const openLots = (chosen: StockItem) => {
    setItem(chosen);
    setGrouping('lots');
  };
  return (
    <>
      <TraceListPage resource={COLUMNS} searchResource={STOCK.searchResource} fixedSearch={fixedSearch} list={list}
        header={<>{header}{item && <Tag closable onClose={() => setItem(null)} style={{ marginBottom: 12 }}>{T.focus(item.name)}</Tag>}</>}
        toolbarExtra={<Segmented<StockGrouping> value={grouping} onChange={setGrouping} options={GROUPINGS.map((g) => ({ value: g, label: T.grouping[g] }))} />}
        alternate={grouping === 'products'
          ? { table: <StockByProduct summary={byProduct} onOpen={openLots} />, exportUrl: byProduct.exportUrl, exportParams: byProduct.exportParams }
          : undefined}
        renderers={CELLS} extraActions={{
          labels: [T.traceBack, T.traceForward, HOLD_TEXT_UI.hold],
          render: (row) => {
            const back = traceButton(row, 'backward', T.traceBack);
            const held = holdButton(row);
            return (back || held) && <Space size={0}>{back}{back && traceButton(row, 'forward', T.traceForward)}{held}</Space>;
          },
        }} />
      {hold.form}
    </>
  );
}
