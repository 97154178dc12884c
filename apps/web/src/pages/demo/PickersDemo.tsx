import { Card, Col, Form, Row, Typography } from 'antd';
import { BulkPopupFields } from './pickers-demo/bulk-popup-fields';
import { PeopleFields } from './pickers-demo/people-fields';
import { DEMO_TEXT } from './pickers-demo/texts';

/**
 * 演示 → 选择器: a 质检任务 form with the user, department, role, position and bulk pickers and two popup
 * reports (spec §1 building blocks, §3, §4 Other, §9 modal widths), and the values it would submit.
 */
export default function PickersDemo() {
  const [form] = Form.useForm();
  const values = Form.useWatch([], form) ?? {};
  const layout = { labelCol: { flex: '200px' }, wrapperCol: { flex: 'auto' } };
  return (
    <Form form={form} {...layout} labelWrap>
      <Typography.Paragraph type="secondary">{DEMO_TEXT.intro}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={15} xxl={16}>
          <Card title={DEMO_TEXT.peopleTitle} variant="borderless" style={{ marginBottom: 12 }}><PeopleFields /></Card>
          <Card title={DEMO_TEXT.bulkTitle} variant="borderless"><BulkPopupFields /></Card>
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
