import { describe, expect, it } from 'vitest';
import { SLIDER_IDLE, sliderReducer, type SliderEvent, type SliderState } from './slider-state';

const run = (events: SliderEvent[], from: SliderState = SLIDER_IDLE) => events.reduce(sliderReducer, from);

describe('slider human check (spec §4)', () => {
  it('idle → dragging on press', () => {
    expect(run([{ type: 'start', x: 10 }])).toEqual({ status: 'dragging', offset: 0, startX: 10 });
  });

  it('follows the pointer within the track', () => {
    expect(run([{ type: 'start', x: 10 }, { type: 'move', x: 110, max: 260 }]).offset).toBe(100);
    expect(run([{ type: 'start', x: 10 }, { type: 'move', x: -50, max: 260 }]).offset).toBe(0);
  });

  it('succeeds when the drag passes the maximum width', () => {
    const s = run([{ type: 'start', x: 0 }, { type: 'move', x: 300, max: 260 }]);
    expect(s).toMatchObject({ status: 'success', offset: 260 });
    expect(run([{ type: 'start', x: 0 }, { type: 'move', x: 260, max: 260 }]).status).toBe('success');
  });

  it('released early resets to the start', () => {
    expect(run([{ type: 'start', x: 0 }, { type: 'move', x: 200, max: 260 }, { type: 'end' }])).toEqual(SLIDER_IDLE);
  });

  it('stays passed after release and ignores further moves', () => {
    const s = run([{ type: 'start', x: 0 }, { type: 'move', x: 300, max: 260 }, { type: 'end' }, { type: 'move', x: 0, max: 260 }]);
    expect(s.status).toBe('success');
    expect(run([{ type: 'reset' }], s)).toEqual(SLIDER_IDLE);
  });

  it('ignores moves without a press and a second press while passed', () => {
    expect(run([{ type: 'move', x: 500, max: 260 }])).toEqual(SLIDER_IDLE);
    const passed = run([{ type: 'start', x: 0 }, { type: 'move', x: 300, max: 260 }]);
    expect(run([{ type: 'start', x: 5 }], passed)).toBe(passed);
  });

  it('an unmeasured track (max 0) never passes', () => {
    expect(run([{ type: 'start', x: 0 }, { type: 'move', x: 300, max: 0 }]).status).toBe('dragging');
  });
});
