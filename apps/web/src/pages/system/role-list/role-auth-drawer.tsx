import { useCallback, useState } from 'react';
import { Button } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { PermissionTreeNode } from '@foodtrace/contracts';
import { GrantDrawer } from '../permission-tree/grant-drawer';
import { GRANT_TEXT } from '../permission-tree/texts';
import { roleApi } from './role-api';
import { RoleDataRules } from './role-data-rules';
import { ROLE_TEXT } from './texts';

export interface RoleAuthDrawerProps { role: { id: string; roleName: string } | null; onClose: () => void }

/** 授权: the role's menus and buttons by tree, and per menu its data rules (spec §7.2 Permission). */
export function RoleAuthDrawer({ role, onClose }: RoleAuthDrawerProps) {
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);
  const close = () => { setRuleMenu(null); onClose(); };
  const extra = useCallback((node: PermissionTreeNode) => (node.ruleFlag === 1 ? (
    <Button type="link" size="small" icon={<FilterOutlined />} title={GRANT_TEXT.dataRule}
      onClick={(e) => { e.stopPropagation(); setRuleMenu(node); }}>{GRANT_TEXT.dataRule}</Button>
  ) : null), []);
  if (!role) return null;
  return (
    <GrantDrawer
      open title={`${ROLE_TEXT.authTitle}：${role.roleName}`} cacheKey={['role', role.id]} width={ruleMenu ? 900 : 650}
      loadTree={roleApi.tree} loadGranted={() => roleApi.granted(role.id)}
      save={(ids, last) => roleApi.saveGrants(role.id, ids, last)}
      onClose={close} extra={extra}
      aside={ruleMenu ? <RoleDataRules roleId={role.id} menu={ruleMenu} onClose={() => setRuleMenu(null)} /> : null}
    />
  );
}
