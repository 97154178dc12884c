/**
 * A browser's User-Agent in words an administrator reads at a glance (微信 · iOS 17, Chrome 131 · Windows).
 * Only the app or browser with its major version and the system: enough to tell one's own phone from a
 * stranger's computer, without pretending to more precision than a header anyone can forge.
 */
const APPS: Array<[RegExp, string]> = [
  [/MicroMessenger\//, '微信'], [/AlipayClient\//, '支付宝'], [/DingTalk\//, '钉钉'], [/\bQQ\//, 'QQ'],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'], [/OPR\/(\d+)/, 'Opera'], [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'], [/CriOS\/(\d+)/, 'Chrome'], [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/HarmonyOS|OpenHarmony/, () => '鸿蒙'],
  [/(?:iPhone|iPad|iPod).*? OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/Windows NT/, () => 'Windows'],
  [/Mac OS X/, () => 'macOS'],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

export function clientOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua.trim()) return '未知';
  const app = APPS.find(([re]) => re.test(ua))?.[1];
  let browser: string | undefined;
  for (const [re, name] of BROWSERS) {
    const m = ua.match(re);
    if (m) { browser = `${name} ${m[1]}`; break; }
  }
  let system: string | undefined;
  for (const [re, text] of SYSTEMS) {
    const m = ua.match(re);
    if (m) { system = text(m); break; }
  }
  const parts = [app ?? browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : '未知';
}
