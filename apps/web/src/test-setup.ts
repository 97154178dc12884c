/**
 * jsdom lacks a few browser APIs antd and the layout use. Polyfills only; no assertion libraries.
 */
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// antd renders slowly in jsdom, and a CI machine may be busy: wait for UI changes as long as a user would.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computed(element);

// antd's CSS-in-JS puts thousands of rules into <style> elements, and jsdom's getComputedStyle — which antd, rc
// components and Testing Library call all the time — matches every one of them against the element on every call:
// that selector matching was half of the web suite's run time. A style element marked with a type other than
// text/css is kept in the DOM but never parsed, so those rules cost nothing. No test reads a style that comes
// from a class rule: what antd hides it hides with an inline style or by leaving it out of the DOM.
const createElement = document.createElement.bind(document);
document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
  const element = createElement(tagName, options);
  if (element instanceof HTMLStyleElement) element.type = 'text/x-unparsed-in-tests';
  return element;
}) as typeof document.createElement;

if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const turn = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Vitest tears jsdom down right after a file's last test. Work React has still scheduled then — a leave motion
 * ending, antd's static message / modal / notification roots (which RTL's cleanup does not unmount) closing —
 * renders into the torn-down environment and throws "window is not defined" as an unhandled error, failing the
 * whole run on a busy machine. So each file closes those roots and lets the scheduled work finish first.
 */
afterAll(async () => {
  if (document.body.childElementCount > 0) {
    const { message, notification, Modal } = await import('antd');
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
    for (let i = 0; i < 8; i++) await turn(50);
  }
  for (let i = 0; i < 5; i++) await turn(10);
});

