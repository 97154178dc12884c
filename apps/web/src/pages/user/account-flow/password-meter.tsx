import { passwordStrength } from './password-strength';
import { ACCOUNT_FLOW_TEXT as T } from './texts';

const COLORS = ['#ff4d4f', '#faad14', '#52c41a'];

/** 密码强度：低 / 中 / 强 under the password field (advice only). */
export function PasswordMeter({ password }: { password: string | undefined }) {
  const level = passwordStrength(password ?? '');
  if (!level) return null;
  return (
    <div className="password-strength" aria-live="polite">
      <span>{T.strength}{T.strengthLevels[level - 1]}</span>
      <span className="password-strength__bar">
        <span className="password-strength__fill" style={{ display: 'block', width: `${(level / 3) * 100}%`, background: COLORS[level - 1] }} />
      </span>
    </div>
  );
}
