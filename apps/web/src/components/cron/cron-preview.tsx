import { useMemo } from 'react';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { FORMATS } from '@foodtrace/contracts';
import { describeCron } from './describe-cron';
import { nextRuns } from './next-runs';
import { CRON_TEXT } from './texts';

/** spec §4 / brief: the preview lists the next five run times. */
export const PREVIEW_RUNS = 5;

export interface CronPreviewProps {
  /** A valid Quartz expression. */
  expression: string;
  /** Show the expression itself as the first line (the picker does; an input already shows it). */
  showExpression?: boolean;
}

/** The expression, its Chinese reading and its next run times, computed in the browser's time zone. */
export function CronPreview({ expression, showExpression = true }: CronPreviewProps) {
  const { meaning, runs } = useMemo(() => {
    let list: Date[] = [];
    try {
      list = nextRuns(expression, PREVIEW_RUNS);
    } catch {
      // An expression croner cannot read has no runs to show; its reading (if any) still helps.
    }
    return { meaning: describeCron(expression), runs: list };
  }, [expression]);

  return (
    <div className="cron-preview" data-testid="cron-preview">
      {showExpression && (
        <div className="cron-preview__line">
          <span className="cron-preview__label">{CRON_TEXT.expression}：</span>
          <Typography.Text code copyable className="cron-preview__expression" data-testid="cron-expression">{expression}</Typography.Text>
        </div>
      )}
      {meaning && (
        <div className="cron-preview__line">
          <span className="cron-preview__label">{CRON_TEXT.meaning}：</span>
          <span data-testid="cron-meaning">{meaning}</span>
        </div>
      )}
      <div className="cron-preview__label">{CRON_TEXT.nextRuns(PREVIEW_RUNS)}：</div>
      {runs.length === 0 ? <Typography.Text type="secondary">{CRON_TEXT.noFutureRuns}</Typography.Text> : (
        <ol className="cron-preview__runs" aria-label={CRON_TEXT.nextRuns(PREVIEW_RUNS)}>
          {runs.map((d) => <li key={d.getTime()}>{dayjs(d).format(FORMATS.datetime)}</li>)}
        </ol>
      )}
    </div>
  );
}
