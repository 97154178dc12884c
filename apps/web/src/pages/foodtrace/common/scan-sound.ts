/**
 * What a scanner's operator hears after each scan: at a loading dock or a packing line the eyes are on the goods,
 * not the screen, so a refusal must be heard (and felt, on a handheld terminal that vibrates). Tones are made by
 * the Web Audio API: no sound files, nothing fetched. The choice is kept per browser.
 */
export type ScanTone = 'ok' | 'warn' | 'refused';

/** Any refusal buzzes, else any warning chimes, else one short beep. */
export function toneOf(answers: ReadonlyArray<{ outcome: string; warning?: string }>): ScanTone | null {
  if (!answers.length) return null;
  if (answers.some((a) => a.outcome === 'refused')) return 'refused';
  return answers.some((a) => a.warning) ? 'warn' : 'ok';
}

const KEY = 'ft-scan-sound';
export const scanSoundOn = (): boolean => localStorage.getItem(KEY) !== 'off';
export const setScanSound = (on: boolean): void => localStorage.setItem(KEY, on ? 'on' : 'off');

/** Each tone as notes of [frequency Hz, length ms], and the vibration pattern beside it. */
const TONES: Record<ScanTone, { notes: Array<[number, number]>; wave: OscillatorType; vibrate: number[] }> = {
  ok: { notes: [[1320, 70]], wave: 'sine', vibrate: [30] },
  warn: { notes: [[880, 90], [1320, 90]], wave: 'triangle', vibrate: [60, 40, 60] },
  refused: { notes: [[220, 160], [0, 60], [220, 160]], wave: 'square', vibrate: [150, 60, 150] },
};

let context: AudioContext | null = null;

export function playScanTone(tone: ScanTone | null): void {
  if (!tone || !scanSoundOn()) return;
  const { notes, wave, vibrate } = TONES[tone];
  try {
    navigator.vibrate?.(vibrate);
    context ??= new AudioContext();
    let at = context.currentTime;
    for (const [frequency, ms] of notes) {
      if (frequency) {
        const osc = context.createOscillator();
        const gain = context.createGain();
        osc.type = wave;
        osc.frequency.value = frequency;
        gain.gain.value = 0.08; // a beep, not an alarm
        osc.connect(gain).connect(context.destination);
        osc.start(at);
        osc.stop(at + ms / 1000);
      }
      at += ms / 1000;
    }
  } catch {
    // no audio device, or the browser allows none yet: the feed still says it all
  }
}
