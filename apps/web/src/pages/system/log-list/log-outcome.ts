/** How a log line ended, read from its words: the platform writes `…：成功` / `…：失败（why）` and 登录成功 / 登录失败. */
export type LogOutcome = 'success' | 'failure' | 'ended' | null;

export function logOutcome(text: string): LogOutcome {
  if (/失败/.test(text)) return 'failure';
  if (/强制退出/.test(text)) return 'ended';
  if (/成功/.test(text)) return 'success';
  return null;
}

/** The line without its trailing outcome (`添加职务「质量主管」：成功` → `添加职务「质量主管」`), which the tag shows. */
export function withoutOutcome(text: string): string {
  return text.replace(/：(成功|失败(（.*）)?)$/s, '');
}
