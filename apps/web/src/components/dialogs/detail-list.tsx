import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import { detailColumns } from './detail-layout';
import './detail-list.css';

export interface DetailItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** A long value (a remark, a text) takes a whole row of its own, its line breaks kept. */
  wide?: boolean;
  /**
   * A value read whole (a date and time): kept on one line, not broken at its spaces, hyphens and colons in a narrow
   * column. A code, a number or a lot number (a short run of ASCII without spaces) is kept whole without asking.
   */
  nowrap?: boolean;
}

/** R20261117-19, DN880019, 6352: broken at a hyphen it reads as two values. */
const CODE_LIKE = /^[\x21-\x7e]{1,40}$/;

export interface DetailListProps {
  items: readonly DetailItem[];
  /** At most this many pairs per row; spec §9 caps it at 4, which is the default. */
  maxColumns?: number;
}

/** A record's fields as label/value pairs in up to four columns (spec §9 Detail list columns at most 4). */
export function DetailList({ items, maxColumns }: DetailListProps) {
  const column = detailColumns(items.length, maxColumns);
  return (
    <Descriptions bordered size="middle" column={column} styles={{ label: { whiteSpace: 'nowrap' } }}
      // A pair fills the rest of its row when it is wide, when a wide one follows (which then starts a row of its
      // own) and when it is the last (so a short last row does not end in an empty cell).
      items={items.map(({ key, label, children, wide, nowrap }, i) => ({
        key, label,
        children: wide ? <div className="detail-list__wide">{children}</div>
          : nowrap || (typeof children === 'string' && CODE_LIKE.test(children)) ? <span className="detail-list__nowrap">{children}</span> : children,
        span: wide || items[i + 1]?.wide || i === items.length - 1 ? 'filled' : 1,
      }))} />
  );
}
