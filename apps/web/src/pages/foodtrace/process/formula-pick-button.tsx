import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import type { TableRow } from '@/components/editable-table';
import { feedback } from '@/lib/feedback';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { pickRows } from './formula-pick';
import { PROCESS_TEXT as T } from './texts';

export interface FormulaPickButtonProps {
  productId: string | undefined;
  /** The outputs' total as last edited: the button waits for a positive one. */
  outTotal: number;
  /** The outputs' total now (a deleted output row changes it without an edit). */
  readOutTotal: () => number;
  /** Replaces the input rows with the lots proposed. */
  onFill: (rows: TableRow[]) => void;
}

/**
 * 按配方投料: the lots the product's formula takes for what the run makes, first to expire first (GET formulaPick);
 * what stock cannot cover is said material by material, and the rows stay for the operator to check.
 */
export function FormulaPickButton({ productId, outTotal, readOutTotal, onFill }: FormulaPickButtonProps) {
  const [picking, setPicking] = useState(false);
  const pick = async () => {
    const quantity = readOutTotal();
    if (!productId || !(quantity > 0)) { feedback.message.warning(T.formulaPickHint); return; }
    setPicking(true);
    const proposal = await callResult(foodtraceApi.formulaPick(productId, quantity));
    setPicking(false);
    if (!proposal) return;
    for (const shortage of proposal.shortages) feedback.message.warning(shortage, 8);
    // nothing to propose: the rows someone picked by hand are kept
    if (!proposal.inputs.length) { feedback.message.warning(T.formulaNoLots); return; }
    onFill(pickRows(proposal.inputs));
    feedback.message.success(T.formulaFilled(proposal.inputs.length));
  };
  return (
    <Tooltip title={T.formulaPickHint}>
      <Button size="small" disabled={!productId || !(outTotal > 0)} loading={picking} onClick={() => void pick()}>{T.formulaPick}</Button>
    </Tooltip>
  );
}
