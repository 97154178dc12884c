/** The slider human check of spec §4: idle → dragging → success; released early it resets. */
export type SliderStatus = 'idle' | 'dragging' | 'success';

export interface SliderState {
  status: SliderStatus;
  /** Handle offset from the start, in px, 0 ≤ offset ≤ max. */
  offset: number;
  /** Pointer x where the drag began. */
  startX: number;
}

export type SliderEvent =
  | { type: 'start'; x: number }
  | { type: 'move'; x: number; max: number }
  | { type: 'end' }
  | { type: 'reset' };

export const SLIDER_IDLE: SliderState = { status: 'idle', offset: 0, startX: 0 };

export function sliderReducer(state: SliderState, event: SliderEvent): SliderState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'dragging', offset: 0, startX: event.x } : state;
    case 'move': {
      if (state.status !== 'dragging') return state;
      const dx = event.x - state.startX;
      // Success the moment the drag passes the end of the track (spec §4).
      if (event.max > 0 && dx >= event.max) return { ...state, status: 'success', offset: event.max };
      return { ...state, offset: Math.min(Math.max(dx, 0), Math.max(event.max, 0)) };
    }
    case 'end':
      return state.status === 'dragging' ? SLIDER_IDLE : state;
    case 'reset':
      return SLIDER_IDLE;
  }
}
