import { useState } from 'react';
import { Button, Col, Empty, Form, Input, Modal, Row, Select, Space, Typography } from 'antd';
import {
  MODAL_WIDTH, SUPER_QUERY_MATCH_LABELS, newLine,
  type SuperQueryField, type SuperQueryLine, type SuperQueryMatchType,
} from '@foodtrace/contracts';
import { QueryLineRow } from './query-line-row';
import { SavedQueryList } from './saved-query-list';
import type { SuperQueryBuilder } from './use-super-query-builder';
import { SUPER_QUERY_TEXT as T } from './texts';
import './super-query.css';

export interface SuperQueryModalProps {
  open: boolean;
  fields: readonly SuperQueryField[];
  builder: SuperQueryBuilder;
  loading?: boolean;
  onClose: () => void;
}

const MATCH_OPTIONS = (Object.keys(SUPER_QUERY_MATCH_LABELS) as SuperQueryMatchType[])
  .map((value) => ({ value, label: SUPER_QUERY_MATCH_LABELS[value] }));

/** '高级查询构造器' (spec §2.7, width 1000 §9): lines on the left, saved queries on the right. */
export function SuperQueryModal({ open, fields, builder: b, loading, onClose }: SuperQueryModalProps) {
  const [name, setName] = useState('');
  const setLine = (i: number, line: SuperQueryLine) => b.setLines((ls) => ls.map((l, j) => (j === i ? line : l)));
  const addAfter = (i: number) => b.setLines((ls) => [...ls.slice(0, i + 1), newLine(), ...ls.slice(i + 1)]);
  const removeAt = (i: number) => b.setLines((ls) => ls.filter((_, j) => j !== i));

  const footer = (
    <div className="super-query-footer">
      <Space>
        <Button loading={loading} onClick={b.reset}>{T.reset}</Button>
        {/* Saving only writes this browser's storage, so it does not wait for the list (a loading button drops clicks). */}
        <Button onClick={() => { setName(''); b.startSave(); }}>{T.save}</Button>
      </Space>
      <Space>
        <Button onClick={onClose}>{T.close}</Button>
        <Button type="primary" loading={loading} onClick={() => { if (b.run()) onClose(); }}>{T.run}</Button>
      </Space>
    </div>
  );

  return (
    <Modal title={T.title} open={open} width={{ xs: '100%', lg: MODAL_WIDTH.superQuery }} onCancel={onClose} footer={footer}>
      <Row gutter={16}>
        <Col xs={24} md={19}>
          {b.lines.length === 0 ? (
            <Empty description={<Space separator="|">{T.noLines}<Typography.Link onClick={() => b.setLines([newLine()])}>{T.clickToAdd}</Typography.Link></Space>} />
          ) : (
            <>
              <Form.Item label={T.matchLabel} className="super-query-match">
                <Select<SuperQueryMatchType> aria-label={T.matchLabel} value={b.matchType} onChange={b.setMatchType}
                  options={MATCH_OPTIONS} style={{ maxWidth: 320 }} />
              </Form.Item>
              <div className="super-query-lines">
                {b.lines.map((line, i) => (
                  // Lines have no identity of their own; their position is what the user sees.
                  <QueryLineRow key={i} line={line} fields={fields} onChange={(l) => setLine(i, l)}
                    onAdd={() => addAfter(i)} onRemove={() => removeAt(i)} />
                ))}
              </div>
            </>
          )}
        </Col>
        <Col xs={24} md={5}>
          <SavedQueryList items={b.saved} onLoad={b.load} onDelete={b.remove} />
        </Col>
      </Row>
      <Modal title={T.savePromptTitle} open={b.prompting} onCancel={b.cancelSave} onOk={() => b.confirmSave(name)}
        okText={T.ok} cancelText={T.cancel} destroyOnHidden>
        <Input aria-label={T.savePromptTitle} value={name} maxLength={50} autoFocus
          onChange={(e) => setName(e.target.value)} onPressEnter={() => b.confirmSave(name)} />
      </Modal>
    </Modal>
  );
}
