import cronstrue from 'cronstrue';
import 'cronstrue/locales/zh_CN';

/**
 * A Chinese reading of an expression ("在08:00, 限每月的第三个 星期一") through cronstrue's zh_CN locale.
 * Quartz counts weekdays from 1 (Sunday), hence dayOfWeekStartIndexZero false. '' when it cannot be read.
 */
export function describeCron(expr: string): string {
  try {
    return cronstrue.toString(expr, { locale: 'zh_CN', use24HourTimeFormat: true, dayOfWeekStartIndexZero: false });
  } catch {
    return '';
  }
}
