import { Button, Col, Row, Select, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import {
  RULES_BY_TYPE, SUPER_QUERY_RULE_KEYS, SUPER_QUERY_RULE_LABELS, changeField, changeRule,
  type SuperQueryField, type SuperQueryLine,
} from '@foodtrace/contracts';
import { ValueInput } from './value-input';
import { SUPER_QUERY_TEXT as T } from './texts';

export interface QueryLineRowProps {
  line: SuperQueryLine;
  fields: readonly SuperQueryField[];
  onChange: (line: SuperQueryLine) => void;
  onAdd: () => void;
  onRemove: () => void;
}

/** One condition: field, rule, value, and the + / − of JSuperQuery. */
export function QueryLineRow({ line, fields, onChange, onAdd, onRemove }: QueryLineRowProps) {
  const field = fields.find((f) => f.value === line.field);
  const rules = field ? RULES_BY_TYPE[field.type] : SUPER_QUERY_RULE_KEYS;
  return (
    <Row gutter={[16, 12]} className="super-query-line" data-testid="super-query-line">
      <Col xs={24} md={8}>
        <Select<string> style={{ width: '100%' }} aria-label={T.fieldPlaceholder} placeholder={T.fieldPlaceholder} allowClear
          showSearch={{ optionFilterProp: 'label' }} value={line.field}
          options={fields.map((f) => ({ value: f.value, label: f.label }))}
          onChange={(v) => onChange(changeField(line, fields.find((f) => f.value === v)))} />
      </Col>
      <Col xs={24} md={4}>
        <Select style={{ width: '100%' }} aria-label={T.rulePlaceholder} placeholder={T.rulePlaceholder} value={line.rule}
          options={rules.map((r) => ({ value: r, label: SUPER_QUERY_RULE_LABELS[r] }))}
          onChange={(r) => onChange(changeRule(line, r))} />
      </Col>
      <Col xs={24} md={8}>
        <ValueInput field={field} line={line} onChange={(val) => onChange({ ...line, val })} />
      </Col>
      <Col xs={24} md={4}>
        <Space>
          <Button icon={<PlusOutlined />} aria-label={T.addLine} onClick={onAdd} />
          <Button icon={<MinusOutlined />} aria-label={T.removeLine} onClick={onRemove} />
        </Space>
      </Col>
    </Row>
  );
}
