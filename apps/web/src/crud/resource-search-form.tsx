import { useState } from 'react';
import { Button, Col, Form, Row, Space } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@foodtrace/contracts';
import { searchFields, type SearchValues } from './list-params';
import { searchFieldLabel, searchWidget } from './field-widget';
import { useCanPickRefs } from './ref-select';
import { CRUD_TEXT } from './texts';

/** More search fields than this fold behind 展开 (the JeecgBoot list pages show one row). */
const VISIBLE_WHEN_FOLDED = 3;
const COL = { xxl: 6, xl: 6, lg: 8, md: 12, sm: 24, xs: 24 } as const;

export interface ResourceSearchFormProps {
  resource: ResourceDef;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
}

export function ResourceSearchForm({ resource, onSearch, onReset }: ResourceSearchFormProps) {
  const [form] = Form.useForm<SearchValues>();
  const [expanded, setExpanded] = useState(false);
  const canPick = useCanPickRefs();
  // A filter by a resource the user may not list could never be chosen: it is left out, not shown empty.
  const fields = searchFields(resource).filter(([, f]) => !f.ref || canPick(f.ref));
  if (fields.length === 0) return null;
  const foldable = fields.length > VISIBLE_WHEN_FOLDED;
  const shown = foldable && !expanded ? fields.slice(0, VISIBLE_WHEN_FOLDED) : fields;
  // getFieldsValue(true) keeps the values of folded (unmounted) fields in the search.
  const submit = () => onSearch(form.getFieldsValue(true));
  const reset = () => { form.resetFields(); onReset(); };

  return (
    // The form name prefixes the field ids, which would otherwise clash with the modal form's.
    <Form form={form} name={`${resource.key}-search`} onFinish={submit} role="search" style={{ marginBottom: 8 }}>
      <Row gutter={24}>
        {shown.map(([name, f]) => (
          <Col key={name} {...COL}>
            <Form.Item name={name} label={searchFieldLabel(f)}>{searchWidget(f)}</Form.Item>
          </Col>
        ))}
        <Col {...COL}>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{CRUD_TEXT.search}</Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>{CRUD_TEXT.reset}</Button>
              {foldable && (
                <Button type="link" onClick={() => setExpanded(!expanded)}
                  icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
                  {expanded ? CRUD_TEXT.collapse : CRUD_TEXT.expand}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
