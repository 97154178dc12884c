import { Form, Input, InputNumber, Radio, Switch, TreeSelect, type FormInstance } from 'antd';
import { MENU_TYPE, PERMS_CODE_RE, type PermissionRecord } from '@foodtrace/contracts';
import { IconPicker } from './icon-picker';
import { ADMIN_TEXT } from '../admin-common/texts';
import { MENU_TEXT } from './texts';

/** Menus (not buttons) as the choices of 上级菜单; a node cannot become its own descendant's child. */
interface ParentChoice { value: string; title: string; children?: ParentChoice[] }

export function parentChoices(nodes: readonly PermissionRecord[], exclude?: string): ParentChoice[] {
  return nodes.filter((n) => n.menuType !== MENU_TYPE.button && n.id !== exclude).map((n) => {
    const children = parentChoices(n.children ?? [], exclude);
    return { value: n.id, title: n.name, ...(children.length ? { children } : {}) };
  });
}

const F = MENU_TEXT.fields;
const required = (label: string) => ({ required: true, message: ADMIN_TEXT.enter(label) });

export interface PermissionFormFieldsProps { form: FormInstance; tree: readonly PermissionRecord[]; editingId?: string }

/** The fields of the three menu types (JeecgBoot's PermissionModal): a button has a code and a strategy. */
export function PermissionFormFields({ form, tree, editingId }: PermissionFormFieldsProps) {
  const type: number = Form.useWatch('menuType', form) ?? MENU_TYPE.sub;
  const button = type === MENU_TYPE.button;
  const switchItem = (name: string, label: string) => (
    <Form.Item name={name} label={label} valuePropName="checked"><Switch /></Form.Item>
  );
  return (
    <>
      <Form.Item name="menuType" label={F.menuType} initialValue={MENU_TYPE.top}>
        <Radio.Group options={MENU_TEXT.types.map((label, value) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="name" label={button ? F.buttonName : F.name} rules={[required(button ? F.buttonName : F.name), { max: 100 }]}><Input /></Form.Item>
      {type !== MENU_TYPE.top && (
        <Form.Item name="parentId" label={F.parentId} rules={[{ required: true, message: ADMIN_TEXT.choose(F.parentId) }]}>
          <TreeSelect treeData={parentChoices(tree, editingId)} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} allowClear />
        </Form.Item>
      )}
      {button ? (
        <>
          <Form.Item name="perms" label={F.perms} extra={MENU_TEXT.permsHint} rules={[required(F.perms), { pattern: PERMS_CODE_RE, message: ADMIN_TEXT.permsInvalid }]}><Input /></Form.Item>
          <Form.Item name="permsType" label={F.permsType} initialValue="1"><Radio.Group options={[...MENU_TEXT.permsTypes]} /></Form.Item>
          <Form.Item name="status" label={F.status} initialValue="1"><Radio.Group options={[...MENU_TEXT.statuses]} /></Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="url" label={F.url} rules={[required(F.url)]}><Input placeholder="/isystem/user" /></Form.Item>
          <Form.Item name="component" label={F.component} extra={MENU_TEXT.componentHint} rules={[required(F.component)]}><Input /></Form.Item>
          <Form.Item name="componentName" label={F.componentName}><Input /></Form.Item>
          {type === MENU_TYPE.top && <Form.Item name="redirect" label={F.redirect}><Input /></Form.Item>}
          <Form.Item name="icon" label={F.icon}><IconPicker /></Form.Item>
        </>
      )}
      <Form.Item name="sortNo" label={F.sortNo} initialValue={1}><InputNumber style={{ width: '100%' }} /></Form.Item>
      {!button && (
        <>
          <Form.Item name="route" label={F.route} valuePropName="checked" initialValue><Switch /></Form.Item>
          {switchItem('hidden', F.hidden)}
          {switchItem('keepAlive', F.keepAlive)}
          {switchItem('alwaysShow', F.alwaysShow)}
          {switchItem('internalOrExternal', F.internalOrExternal)}
        </>
      )}
      <Form.Item name="description" label={F.description} rules={[{ max: 255 }]}><Input.TextArea rows={2} /></Form.Item>
    </>
  );
}
