import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Space, Spin, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { DATA_RULE_CONDITION_LABELS, type DataRuleCondition, type PermissionTreeNode } from '@foodtrace/contracts';
import { queryResult, runWrite } from '../admin-common/call';
import { roleApi } from './role-api';
import { ADMIN_TEXT } from '../admin-common/texts';
import { ROLE_TEXT } from './texts';

export interface RoleDataRulesProps { roleId: string; menu: PermissionTreeNode; onClose: () => void }

/** Which of a menu's data rules the role applies (sys_role_permission.data_rule_ids, DESIGN.md §5 rule 2). */
export function RoleDataRules({ roleId, menu, onClose }: RoleDataRulesProps) {
  const rules = useQuery({
    queryKey: ['role-data-rules', roleId, menu.key],
    queryFn: () => queryResult(roleApi.dataRules(menu.key, roleId)),
    retry: false, gcTime: 0,
  });
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => { setChecked((rules.data?.drChecked ?? '').split(',').filter(Boolean)); }, [rules.data]);

  const save = async () => {
    setSaving(true);
    try {
      await runWrite(roleApi.saveDataRules(menu.key, roleId, checked));
    } finally {
      setSaving(false);
    }
  };

  const list = rules.data?.datarule ?? [];
  return (
    <Card size="small" title={ROLE_TEXT.dataRuleTitle(menu.title)} style={{ width: 300, flex: 'none', position: 'sticky', top: 0, alignSelf: 'flex-start' }}
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={ADMIN_TEXT.closePanel} onClick={onClose} />}>
      <Spin spinning={rules.isLoading}>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{ROLE_TEXT.dataRuleHint}</Typography.Paragraph>
        {list.length === 0 ? <Empty description={ROLE_TEXT.dataRuleEmpty} /> : (
          <Checkbox.Group value={checked} onChange={(v) => setChecked(v.map(String))} style={{ display: 'grid', gap: 8 }}>
            {list.map((r) => (
              <Checkbox key={r.id} value={r.id}>
                {r.ruleName}
                <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
                  {r.ruleColumn} {DATA_RULE_CONDITION_LABELS[r.ruleConditions as DataRuleCondition] ?? r.ruleConditions} {r.ruleValue}
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        )}
        <Alert type="info" showIcon style={{ margin: '12px 0' }} title={ROLE_TEXT.dataRuleNeedsGrant} />
        <Space><Button type="primary" size="small" loading={saving} disabled={!list.length} onClick={() => void save()}>{ROLE_TEXT.dataRuleSave}</Button></Space>
      </Spin>
    </Card>
  );
}
