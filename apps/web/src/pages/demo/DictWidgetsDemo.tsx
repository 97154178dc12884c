import { Card, Col, Form, Row, Typography } from 'antd';
import { AreaFields } from './dict-widgets-demo/area-fields';
import { DictFields } from './dict-widgets-demo/dict-fields';
import { DEMO_TEXT } from './dict-widgets-demo/texts';
import { TreeFields } from './dict-widgets-demo/tree-fields';

/** The values a fresh form starts with: what a stored record looks like (codes and comma-joined values). */
const INITIAL = {
  crudeCategory: 'RAW', storage: 'CHILLED', docs: 'DN,COA', stages: 'INCOMING,THIRD_PARTY', stagesCompact: 'INCOMING,IN_PROCESS,FINAL',
  coldChain: 'Y', tags: 'A1;B2;C3', origin: '330106',
};

/**
 * 演示 → 字典与树组件: one 原料登记 form with every dictionary, tree, category, area and small widget (spec §1
 * building blocks, §4 Other, §9 Widgets), and the values it would submit beside it.
 */
export default function DictWidgetsDemo() {
  const [form] = Form.useForm();
  // Every field, including those set by code (the category's back field), not only what the user typed.
  const values = Form.useWatch([], form) ?? INITIAL;
  const layout = { labelCol: { flex: '168px' }, wrapperCol: { flex: 'auto' } };
  return (
    <Form form={form} initialValues={INITIAL} {...layout} labelWrap>
      <Typography.Paragraph type="secondary">{DEMO_TEXT.intro}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={15} xxl={16}>
          <Card title={DEMO_TEXT.dictTitle} variant="borderless" style={{ marginBottom: 12 }}><DictFields /></Card>
          <Card title={DEMO_TEXT.treeTitle} variant="borderless" style={{ marginBottom: 12 }}><TreeFields /></Card>
          <Card title={DEMO_TEXT.areaTitle} variant="borderless"><AreaFields /></Card>
        </Col>
        <Col xs={24} xl={9} xxl={8}>
          <Card title={DEMO_TEXT.valuesTitle} variant="borderless" style={{ position: 'sticky', top: 12 }}>
            <pre data-testid="form-values" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{JSON.stringify(values, null, 2)}</pre>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
