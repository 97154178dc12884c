import type { ReactNode } from 'react';
import { ExceptionPage } from './exception-page';

/** Menu component 'exception/403' and the /403 route. */
export default function Exception403(): ReactNode {
  return <ExceptionPage status={403} />;
}
