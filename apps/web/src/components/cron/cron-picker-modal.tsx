import { useState } from 'react';
import { Alert, Badge, Modal, Tabs } from 'antd';
import { MODAL_WIDTH, formatCron, validateCron, type CronTab, type CronUnit } from '@foodtrace/contracts';
import { CronPreview } from './cron-preview';
import { DayTab } from './day-tab';
import { startSession } from './picker-session';
import { UnitTab } from './unit-tab';
import { CRON_TEXT } from './texts';
import './cron.css';

export interface CronPickerModalProps {
  open: boolean;
  /** The expression to open with; empty opens the defaults. */
  value?: string | null;
  /** Confirming emits the expression; the caller closes the picker (spec §4: confirm emits and closes). */
  onOk: (expression: string) => void;
  onCancel: () => void;
}

const TAB_ORDER: CronTab[] = ['second', 'minute', 'hour', 'day', 'month', 'year'];

/**
 * The schedule-expression picker (spec §1, §3, §4, §5): one tab per field with its modes, the resulting
 * seven-field Quartz expression, its Chinese reading and its next five runs. 确定 stays disabled while a
 * chosen mode holds a value Quartz would refuse, and the tab at fault carries a red dot.
 */
export function CronPickerModal({ open, value, onOk, onCancel }: CronPickerModalProps) {
  const [session, setSession] = useState(() => startSession(value));
  const [wasOpen, setWasOpen] = useState(open);
  const [tab, setTab] = useState<CronTab>('second');
  // Each opening reads the current expression again (React's "adjust state on a prop change" pattern).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSession(startSession(value));
      setTab('second');
    }
  }
  const { state, notice } = session;
  const expression = formatCron(state);
  const problems = validateCron(state);
  const faulty = new Set(problems.map((p) => p.tab));

  const updateUnit = (unit: CronUnit) => (update: (prev: typeof state.second) => typeof state.second) =>
    setSession((s) => ({ ...s, state: { ...s.state, [unit]: update(s.state[unit]) } }));
  const updateDay = (update: (prev: typeof state.day) => typeof state.day) =>
    setSession((s) => ({ ...s, state: { ...s.state, day: update(s.state.day) } }));

  const items = TAB_ORDER.map((key) => ({
    key,
    label: <Badge dot={faulty.has(key)} offset={[6, 0]}>{CRON_TEXT.tabs[key]}</Badge>,
    children: (
      <div className="cron-tab-body">
        {key === 'day'
          ? <DayTab value={state.day} onChange={updateDay} />
          : <UnitTab unit={key} value={state[key]} onChange={updateUnit(key)} />}
      </div>
    ),
  }));

  return (
    <Modal
      title={CRON_TEXT.title}
      open={open}
      width={{ xs: '100%', sm: MODAL_WIDTH.picker }}
      okText={CRON_TEXT.ok}
      cancelText={CRON_TEXT.close}
      okButtonProps={{ disabled: problems.length > 0 }}
      onOk={() => onOk(expression)}
      onCancel={onCancel}
    >
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 12 }} />}
      <Tabs type="card" size="small" activeKey={tab} onChange={(k) => setTab(k as CronTab)} items={items} />
      {problems.length > 0 ? (
        <Alert className="cron-problems" type="error" showIcon title={CRON_TEXT.fixFirst}
          description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{problems.map((p) => <li key={`${p.tab}${p.message}`}>{p.message}</li>)}</ul>} />
      ) : <CronPreview expression={expression} />}
    </Modal>
  );
}
