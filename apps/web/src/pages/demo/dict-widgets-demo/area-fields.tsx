import { Form } from 'antd';
import { AreaLinkage } from '@/components/area';
import { Ellipsis, PhoneTagInput, YesNoSwitch } from '@/components/widgets';
import { DEMO_TEXT } from './texts';

const F = DEMO_TEXT.fields;

/** Area linkage (china-area-data), the Y/N switch, the tag input and the ellipsis (spec §3, §4, §9). */
export function AreaFields() {
  return (
    <>
      <Form.Item name="origin" label={F.origin}><AreaLinkage /></Form.Item>
      <Form.Item name="originSelect" label={F.originSelect}><AreaLinkage type="select" /></Form.Item>
      <Form.Item label={F.badType}><AreaLinkage type="map" /></Form.Item>
      <Form.Item name="coldChain" label={F.coldChain}><YesNoSwitch /></Form.Item>
      <Form.Item name="coldChainQuery" label={F.coldChainQuery}><YesNoSwitch query /></Form.Item>
      <Form.Item name="tags" label={F.tags} extra={DEMO_TEXT.tagsHelp}><PhoneTagInput /></Form.Item>
      <Form.Item label={F.note} extra={DEMO_TEXT.noteHelp}>
        <span data-testid="ellipsis-note"><Ellipsis value={DEMO_TEXT.noteValue} /></span>
      </Form.Item>
    </>
  );
}
