import { useCallback, useRef, useState, type ClipboardEvent } from 'react';
import { Button, Input, List, Space, Tag, Tooltip, Typography, type InputRef } from 'antd';
import { MutedOutlined, ScanOutlined, SoundOutlined, WarningOutlined } from '@ant-design/icons';
import { playScanTone, scanSoundOn, setScanSound, toneOf } from './scan-sound';

const SCAN_TEXT = {
  soundOn: '扫码提示音已开（拒绝时蜂鸣，需核查时双音）：点击关闭',
  soundOff: '扫码提示音已关：点击打开',
} as const;

/**
 * One scan or a pasted list: codes or label URLs, split on line breaks, tabs (cells copied from a sheet), commas
 * and semicolons — not on spaces, which a code typed as its label prints it (K7QF 2M9X PA00) has.
 */
export const scannedInputs = (text: string): string[] => text.split(/[\r\n\t,，;；]+/).map((s) => s.trim()).filter(Boolean);

/**
 * The field a warehouse scanner types into (a scanner is a keyboard to the browser: a label's QR URL, then
 * Enter). It is emptied at once and never disabled, so the next label lands in it before the last answer
 * arrives; scans are handed on one after another, each after the previous one's answer (a scan may depend on
 * the one before it: an item goes into the case scanned just before). A paste of several lines or cells is one
 * scan of all of them (an input would drop its line breaks).
 */
export function ScanField({ placeholder, onScan, autoFocus }: { placeholder: string; onScan: (inputs: string[]) => Promise<unknown>; autoFocus?: boolean }) {
  const [value, setValue] = useState('');
  const [sound, setSound] = useState(scanSoundOn);
  const input = useRef<InputRef>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const submit = (text: string) => {
    const inputs = scannedInputs(text);
    if (!inputs.length) return;
    setValue('');
    queue.current = queue.current.then(() => onScan(inputs)).catch(() => undefined);
  };
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!/[\r\n\t]/.test(text.trim())) return;
    e.preventDefault();
    submit(text);
  };
  // the field keeps the focus after the switch: the scanner's next label must land in it
  const toggleSound = () => { setScanSound(!sound); setSound(!sound); input.current?.focus(); };
  const soundLabel = sound ? SCAN_TEXT.soundOn : SCAN_TEXT.soundOff;
  return (
    <Input ref={input} autoFocus={autoFocus} size="large" prefix={<ScanOutlined />} allowClear placeholder={placeholder} value={value} aria-label={placeholder}
      onChange={(e) => setValue(e.target.value)} onPressEnter={() => submit(value)} onPaste={paste}
      suffix={(
        <Tooltip title={soundLabel}>
          <Button type="text" size="small" aria-label={soundLabel} aria-pressed={sound} icon={sound ? <SoundOutlined /> : <MutedOutlined />}
            onMouseDown={(e) => e.preventDefault()} onClick={toggleSound} />
        </Tooltip>
      )} />
  );
}

export interface ScanAnswer { input: string; code: string | null; outcome: string; message: string; warning?: string }

/** The latest scans' answers, newest first: what each became, when refused why, and what to look at. */
export function ScanFeed<A extends ScanAnswer>({ header, answers, tag }: { header: string; answers: A[]; tag: (a: A) => { color: string; text: string } }) {
  if (!answers.length) return null;
  return (
    <List size="small" bordered header={header} dataSource={answers} className="ft-scan-feed"
      renderItem={(a) => (
        <List.Item>
          <Space wrap>
            <Tag color={tag(a).color}>{tag(a).text}</Tag>
            <span className="ft-mono">{a.code ?? a.input}</span>
            <Typography.Text type={a.outcome === 'refused' ? 'danger' : undefined}>{a.message}</Typography.Text>
            {a.warning && <Typography.Text type="warning"><WarningOutlined /> {a.warning}</Typography.Text>}
          </Space>
        </List.Item>
      )} />
  );
}

/** Newest first, at most `keep`: the feed keeps the latest scans in view; the tables below hold them all. */
export const withLatest = <A,>(old: A[], latest: A[], keep = 8): A[] => [...[...latest].reverse(), ...old].slice(0, keep);

/** A scanner's feed: `heard` puts a call's answers on top and sounds them (scan-sound.ts). */
export function useScanFeed<A extends ScanAnswer>(): { feed: A[]; heard: (answers: A[]) => void } {
  const [feed, setFeed] = useState<A[]>([]);
  const heard = useCallback((answers: A[]) => {
    setFeed((old) => withLatest(old, answers));
    playScanTone(toneOf(answers));
  }, []);
  return { feed, heard };
}
