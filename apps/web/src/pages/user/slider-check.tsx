import { useReducer, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { SLIDER_IDLE, sliderReducer, type SliderEvent } from './slider-state';
import { LOGIN_TEXT } from './texts';

export interface SliderCheckProps {
  /** Called once when the check passes. Remount (change `key`) to start over. */
  onPass(): void;
}

const HANDLE_WIDTH = 40;

/** The slider human check of spec §4 (data-testid slider-track / slider-handle for the browser tests). */
export function SliderCheck({ onPass }: SliderCheckProps): ReactNode {
  const [state, dispatch] = useReducer(sliderReducer, SLIDER_IDLE);
  const [max, setMax] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const passed = state.status === 'success';

  const send = (event: SliderEvent) => {
    const next = sliderReducer(state, event);
    dispatch(event);
    if (next.status === 'success' && !passed) onPass();
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (passed) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setMax(Math.max((trackRef.current?.clientWidth ?? 0) - HANDLE_WIDTH, 0));
    send({ type: 'start', x: e.clientX });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const width = Math.max((trackRef.current?.clientWidth ?? 0) - HANDLE_WIDTH, 0);
    send({ type: 'move', x: e.clientX, max: width });
  };
  const onPointerUp = () => send({ type: 'end' });
  const text = passed ? LOGIN_TEXT.sliderPassed : LOGIN_TEXT.sliderIdle;

  return (
    <div
      ref={trackRef}
      className={`slider-check slider-check--${state.status}`}
      data-testid="slider-track"
      role="slider"
      aria-label={LOGIN_TEXT.sliderLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={passed ? 100 : Math.round((state.offset / (max || 1)) * 100)}
      aria-valuetext={text}
    >
      <div className="slider-check__fill" style={{ width: state.offset + HANDLE_WIDTH / 2 }} />
      <div className="slider-check__text">{text}</div>
      <div
        className="slider-check__handle"
        data-testid="slider-handle"
        style={{ transform: `translateX(${state.offset}px)`, width: HANDLE_WIDTH }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {passed ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
