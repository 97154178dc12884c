import { useState } from 'react';
import { Card, Col, Empty, Row, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { DepartTreeNode } from '@foodtrace/contracts';
import { runWrite } from './admin-common/call';
import { departApi } from './depart-list/depart-api';
import { DepartForm, type DepartFormTarget } from './depart-list/depart-form';
import { DepartPermissionTab } from './depart-list/depart-permission-tab';
import { DepartRoleTab } from './depart-list/depart-role-tab';
import { DepartTreeCard } from './depart-list/depart-tree-card';
import { DepartUserTab } from './depart-list/depart-user-tab';
import { DEPART_TEXT } from './depart-list/texts';

const T = DEPART_TEXT.tabs;

/**
 * 部门管理 (spec §7.2 Department): the organisation tree on the left; on the right the selected department's
 * fields, its permission cap, its department roles and its members.
 */
export default function DepartList() {
  const client = useQueryClient();
  const [selected, setSelected] = useState<DepartTreeNode | null>(null);
  const [target, setTarget] = useState<DepartFormTarget | null>(null);
  const refreshTree = () => void client.invalidateQueries({ queryKey: ['depart-tree'] });

  const select = (node: DepartTreeNode | null) => {
    setSelected(node);
    setTarget(node ? { mode: 'edit', record: node } : null);
  };

  const remove = async (node: DepartTreeNode) => {
    if (!(await runWrite(departApi.remove(node.id)))) return;
    select(null);
    refreshTree();
  };

  const right = () => {
    if (!target) return <Empty description={DEPART_TEXT.selectFirst} />;
    if (target.mode === 'add') {
      return (
        <Card variant="borderless" title={target.parent ? DEPART_TEXT.newChild(target.parent.departName) : DEPART_TEXT.newTop}>
          <DepartForm target={target} onSaved={() => { refreshTree(); select(null); }} />
        </Card>
      );
    }
    const id = target.record.id;
    return (
      <Card variant="borderless" title={target.record.departName}>
        <Tabs destroyOnHidden items={[
          { key: 'info', label: T.info, children: <DepartForm target={target} onSaved={(changes) => { refreshTree(); select({ ...target.record, ...changes }); }} /> },
          { key: 'permission', label: T.permission, children: <DepartPermissionTab departId={id} /> },
          { key: 'roles', label: T.roles, children: <DepartRoleTab departId={id} /> },
          { key: 'users', label: T.users, children: <DepartUserTab departId={id} /> },
        ]} />
      </Card>
    );
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        <DepartTreeCard selected={selected} onSelect={select} onAdd={(parent) => setTarget({ mode: 'add', parent })} onDelete={remove} />
      </Col>
      <Col xs={24} lg={15}>{right()}</Col>
    </Row>
  );
}
