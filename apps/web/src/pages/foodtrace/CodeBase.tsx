import { CodeList } from './codes/code-list';

/** 追溯码 (spec §2.3 CodeBase): every code with its status and scans; void and print ticked codes. */
export default function CodeBase() {
  return <CodeList />;
}
