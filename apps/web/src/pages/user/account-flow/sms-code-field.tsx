import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { SMS, mobileSchema, type SmsMode } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { parseMessage } from '@/lib/zod-messages';
import { publicAccountApi } from './public-account-api';
import { ACCOUNT_FLOW_TEXT as T } from './texts';
import { useCountdown } from './use-countdown';

export interface SmsCodeFieldProps {
  /** Form.Item injects these. */
  value?: string;
  onChange?: (value: string) => void;
  /** The mobile the code goes to, read when 获取验证码 is clicked. */
  mobile: () => string | undefined;
  smsmode: SmsMode;
  /** Called when the server accepted the request (the code is on its way). */
  onSent?: (mobile: string) => void;
  id?: string;
}

/**
 * The SMS code input with 获取验证码 (spec §7.1 /sys/sms): the mobile is checked first, then the button counts
 * down the minute before another code may be asked for. The server's answer is the same whether or not the
 * mobile has an account, so this field never tells either.
 */
export function SmsCodeField({ value, onChange, mobile, smsmode, onSent, id }: SmsCodeFieldProps) {
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const parsed = mobileSchema.safeParse(mobile() ?? '');
    if (!parsed.success) {
      feedback.message.warning(parseMessage(parsed) ?? '');
      return;
    }
    setSending(true);
    const res = await publicAccountApi.sendSms(parsed.data, smsmode).catch(() => null);
    setSending(false);
    if (!res) return;
    if (!res.success) {
      feedback.message.warning(res.message);
      return;
    }
    feedback.message.success(res.message);
    start(SMS.resendIntervalMs / 1000);
    onSent?.(parsed.data);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} size="large" prefix={<SafetyOutlined />} placeholder={T.codePlaceholder} maxLength={SMS.codeLength} inputMode="numeric"
        autoComplete="one-time-code" value={value} onChange={(e) => onChange?.(e.target.value)} />
      <Button size="large" disabled={left > 0} loading={sending} onClick={() => void send()} style={{ minWidth: 120 }}>
        {left > 0 ? T.resend(left) : T.getCode}
      </Button>
    </Space.Compact>
  );
}
