import { Card } from 'antd';
import { EChart, sparklineOption } from '@/components/charts';
import { BOARD_TEXT } from './texts';

export interface StatCardProps {
  title: string;
  today: number;
  last7: number;
  last30: number;
  unit: string;
  color: string;
  /** The last days, oldest first, for the sparkline. */
  trend: number[];
  days: string[];
}

/** One activity: today's figure large, the last 7 and 30 days beside, the 30-day line below. */
export function StatCard({ title, today, last7, last30, unit, color, trend, days }: StatCardProps) {
  return (
    <Card className="stat-card" size="small">
      <div className="stat-card__title"><span className="stat-card__dot" style={{ background: color }} />{title}</div>
      <div className="stat-card__value">{today.toLocaleString('zh-CN')}<span className="stat-card__unit">{unit}</span><span className="stat-card__today">{BOARD_TEXT.today}</span></div>
      <EChart option={sparklineOption(trend, days, color)} height={44} ariaLabel={`${title}${BOARD_TEXT.trend30}`} />
      <div className="stat-card__foot">
        <span>{BOARD_TEXT.last7} {last7.toLocaleString('zh-CN')}</span>
        <span>{BOARD_TEXT.last30} {last30.toLocaleString('zh-CN')}</span>
      </div>
    </Card>
  );
}
