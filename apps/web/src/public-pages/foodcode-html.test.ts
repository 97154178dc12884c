import { describe, expect, it } from 'vitest';
import html from '../../foodcode.html?raw';
import { PUBLIC_TEXT as T } from './texts';

const doc = new DOMParser().parseFromString(html, 'text/html');

describe('foodcode.html before the script has loaded', () => {
  it('shows the header and 「正在查询…」 inside the root React replaces, in the texts of texts.ts', () => {
    const root = doc.getElementById('app')!;
    expect(root.querySelector('.fc-header')?.textContent).toBe(T.brand);
    expect(root.querySelector('.fc-loading')?.textContent).toBe(T.loading);
    expect(root.querySelector('[role="status"]')).not.toBeNull();
  });

  it('tells a browser with scripts off why nothing comes, in place of 「正在查询…」', () => {
    const noscripts = [...doc.querySelectorAll('noscript')].map((n) => n.innerHTML);
    expect(noscripts.some((n) => n.includes(T.noScript))).toBe(true);
    expect(noscripts.some((n) => /\.fc-loading\s*\{\s*display:\s*none/.test(n))).toBe(true);
  });

  it('styles the frame inline, and never calls the counting API itself', () => {
    const style = doc.querySelector('head style')?.textContent ?? '';
    for (const rule of [':root', '.fc-header', '.fc-loading']) expect(style).toContain(rule);
    expect(html).not.toMatch(/\/api\//);
    expect(doc.querySelector('link[rel="prefetch"], link[rel="preload"][as="fetch"]')).toBeNull();
  });
});
