import type { ReactNode } from 'react';
import { ExceptionPage } from './exception-page';

/** Menu component 'exception/404' and the /404 route. */
export default function Exception404(): ReactNode {
  return <ExceptionPage status={404} />;
}
