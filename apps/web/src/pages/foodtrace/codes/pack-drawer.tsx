import { Drawer } from 'antd';
import { PackStation, type PackStationProps } from './pack-station';
import { CODE_TEXT as T } from './texts';

export interface PackDrawerProps extends PackStationProps { open: boolean; onClose: () => void }

/** 装箱关联 beside the code batches and in a case's CodeView: the packing station in a drawer, afresh at each opening. */
export function PackDrawer({ open, onClose, ...station }: PackDrawerProps) {
  return (
    // the scan field, not the panel, takes the focus on opening: a scanner's first label must land in it
    <Drawer open={open} onClose={onClose} size={880} destroyOnHidden title={T.packTitle} autoFocus={false}>
      <PackStation {...station} />
    </Drawer>
  );
}
