import { LAYOUT } from '@foodtrace/contracts';
import { APP_TEXT } from './texts';

/** spec §1: the page title plus the product suffix; the home route shows no suffix. */
export function pageTitle(title: string | undefined, pathname: string): string {
  if (!title) return APP_TEXT.productName;
  if (pathname === LAYOUT.homePath) return title;
  return `${title} - ${APP_TEXT.productName}`;
}
