import { Form } from 'antd';
import { FT_DICT } from '@foodtrace/contracts';
import { DictCheckboxGroup, DictMultiSelect, DictRadioGroup, DictSearchSelect, DictSelect, DictTag } from '@/components/dict';
import { DEMO_TEXT } from './texts';

const F = DEMO_TEXT.fields;

/** The dictionary widgets (spec §1, §4): select, radio, checkbox, multi-select, searches and tags. */
export function DictFields() {
  return (
    <>
      <Form.Item name="crudeCategory" label={F.crudeCategory}><DictSelect dictCode={FT_DICT.crudeCategory} /></Form.Item>
      <Form.Item name="storage" label={F.storage}><DictRadioGroup dictCode={FT_DICT.storageCondition} /></Form.Item>
      <Form.Item name="storageButtons" label={F.storageButtons}><DictRadioGroup dictCode={FT_DICT.storageCondition} buttons /></Form.Item>
      <Form.Item name="docs" label={F.docs}><DictCheckboxGroup dictCode={FT_DICT.docType} /></Form.Item>
      <Form.Item name="stages" label={F.stages}><DictMultiSelect dictCode={FT_DICT.inspectionStage} /></Form.Item>
      <Form.Item name="stagesCompact" label={F.stagesCompact} extra={DEMO_TEXT.compactHelp}><DictMultiSelect dictCode={FT_DICT.inspectionStage} compact /></Form.Item>
      <Form.Item name="inspector" label={F.inspector}><DictSearchSelect dict="sys_user,realname,username" async /></Form.Item>
      <Form.Item name="depart" label={F.depart}><DictSearchSelect dict="sys_depart,depart_name,id" /></Form.Item>
      <Form.Item label={F.tagView} shouldUpdate>
        {({ getFieldValue }) => <span data-testid="stage-tags"><DictTag dictCode={FT_DICT.inspectionStage} value={getFieldValue('stages')} /></span>}
      </Form.Item>
    </>
  );
}
