import type { ReactNode } from 'react';

/** The product mark: a leaf inside a trace ring (inline, so the login page needs no extra request). */
export function BrandLogo({ size = 32 }: { size?: number }): ReactNode {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#52C41A" />
          <stop offset="1" stopColor="#13A8A8" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#brand-logo-g)" />
      <circle cx="32" cy="32" r="23" fill="none" stroke="#fff" strokeOpacity=".45" strokeWidth="2" strokeDasharray="4 5" />
      <path d="M20 42c0-14 9-22 25-23-1 15-9 24-22 24" fill="#fff" />
      <path d="M21 44c5-8 10-13 17-17" stroke="url(#brand-logo-g)" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
