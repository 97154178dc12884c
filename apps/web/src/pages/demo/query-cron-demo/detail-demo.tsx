import { useState } from 'react';
import { Button, Typography } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { DetailList, DetailModal } from '@/components/dialogs';
import { SAMPLE_LOT_ITEMS } from './sample-record';
import { DEMO_TEXT } from './texts';

/** The detail modal of spec §2.7 on a record with many fields. */
export function DetailDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography.Paragraph type="secondary">{DEMO_TEXT.detailHint}</Typography.Paragraph>
      <Button icon={<ProfileOutlined />} onClick={() => setOpen(true)}>{DEMO_TEXT.openDetail}</Button>
      <DetailModal open={open} onClose={() => setOpen(false)}>
        <DetailList items={SAMPLE_LOT_ITEMS} />
      </DetailModal>
    </>
  );
}
