import type { ReactNode } from 'react';
import { ExceptionPage } from './exception-page';

/** Menu component 'exception/500' and the /500 route. */
export default function Exception500(): ReactNode {
  return <ExceptionPage status={500} />;
}
