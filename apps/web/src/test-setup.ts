/**
 * jsdom lacks a few browser APIs antd and the layout use. Polyfills only; no assertion libraries.
 */
import { afterEach } from 'vitest';
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

if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
