import { afterEach, describe, expect, it, vi } from 'vitest';
import { playScanTone, scanSoundOn, setScanSound, toneOf } from './scan-sound';

describe('scan tones', () => {
  afterEach(() => { localStorage.clear(); vi.unstubAllGlobals(); });

  it('buzzes for any refusal, chimes for a warning, beeps for the rest, and keeps quiet for nothing', () => {
    expect(toneOf([{ outcome: 'bound' }, { outcome: 'already' }])).toBe('ok');
    expect(toneOf([{ outcome: 'bound', warning: '出厂前已被查询 2 次' }, { outcome: 'bound' }])).toBe('warn');
    expect(toneOf([{ outcome: 'packed' }, { outcome: 'refused' }, { outcome: 'bound', warning: 'x' }])).toBe('refused');
    expect(toneOf([])).toBeNull();
  });

  it('is on until switched off in this browser, and then neither sounds nor vibrates', () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    expect(scanSoundOn()).toBe(true);
    // jsdom has no AudioContext: the tone is left out, the vibration still given
    playScanTone('refused');
    expect(vibrate).toHaveBeenCalledWith([150, 60, 150]);
    setScanSound(false);
    expect(scanSoundOn()).toBe(false);
    playScanTone('refused');
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('plays the notes of a tone through Web Audio', () => {
    const started: number[] = [];
    class FakeContext {
      currentTime = 0;
      destination = {};
      createGain() { return { gain: { value: 0 }, connect: (d: unknown) => d }; }
      createOscillator() {
        const osc = { type: '', frequency: { value: 0 }, connect: (g: unknown) => g, start: () => started.push(osc.frequency.value), stop: () => undefined };
        return osc;
      }
    }
    vi.stubGlobal('AudioContext', FakeContext);
    playScanTone('warn');
    expect(started).toEqual([880, 1320]);
  });
});
