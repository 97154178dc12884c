import { Form } from 'antd';
import { DepartPicker, PositionPicker, RolePicker, UserPicker } from '@/components/pickers';
import { DEMO_TEXT } from './texts';

const F = DEMO_TEXT.fields;

/** User, department, role and position pickers (spec §1, §6 "Selectors exist for role, department, …"). */
export function PeopleFields() {
  return (
    <>
      <Form.Item name="inspectors" label={F.inspectors}><UserPicker /></Form.Item>
      <Form.Item name="reviewer" label={F.reviewer}><UserPicker multiple={false} departTree={false} returnField="id" /></Form.Item>
      <Form.Item name="departs" label={F.departs}><DepartPicker /></Form.Item>
      <Form.Item name="ownerDepart" label={F.ownerDepart}><DepartPicker multiple={false} /></Form.Item>
      <Form.Item name="roles" label={F.roles}><RolePicker /></Form.Item>
      <Form.Item name="positions" label={F.positions}><PositionPicker /></Form.Item>
    </>
  );
}
