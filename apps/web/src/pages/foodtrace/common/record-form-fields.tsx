import { useMemo, type ReactElement } from 'react';
import { Col, Form, Row } from 'antd';
import type { ResourceDef } from '@foodtrace/contracts';
import { formWidget } from '@/crud/field-widget';
import { fieldParsers, fieldRules } from '@/crud/field-rules';
import { areaCodeFields, formFields } from '@/crud/form-values';

export interface RecordFormFieldsProps {
  resource: ResourceDef;
  /** Another control for a field (an upload for a file path, a province list …). */
  overrides?: Record<string, ReactElement>;
  /** Fields left out of this form. */
  omit?: readonly string[];
  /** Fields per row on a wide screen. Default 3. */
  columns?: 2 | 3 | 4;
}

/**
 * The header fields of a master-detail record (a run, an inspection, a shipment) from its resource
 * definition: the same controls and the same contract messages as the generic form (crud/field-rules).
 */
export function RecordFormFields({ resource, overrides, omit = [], columns = 3 }: RecordFormFieldsProps) {
  const parsers = useMemo(() => fieldParsers(resource, 'add'), [resource]);
  const span = 24 / columns;
  const drawn = areaCodeFields(resource);
  return (
    <Row gutter={16}>
      {formFields(resource).filter(([name]) => !omit.includes(name)).map(([name, f]) => (
        <Col key={name} xs={24} md={12} xl={f.type === 'text' ? 24 : span} hidden={drawn.has(name)}>
          <Form.Item name={name} label={f.label} {...fieldRules(resource, name, parsers[name])}>
            {overrides?.[name] ?? formWidget(f, false, true)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
