import type { ReactNode } from 'react';
import { BrandLogo } from '@/app/brand-logo';
import { APP_TEXT } from '@/app/texts';

/** The login-page shell of spec §2.4: product title, tagline, footer with copyright and ICP filing number. */
export function UserLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="user-layout">
      <main className="user-layout__main">
        <header className="user-layout__top">
          <div className="user-layout__brand">
            <BrandLogo size={44} />
            <h1 className="user-layout__title">{APP_TEXT.productName}</h1>
          </div>
          <p className="user-layout__tagline">{APP_TEXT.tagline}</p>
        </header>
        {children}
      </main>
      <footer className="user-layout__footer">
        <div>{APP_TEXT.copyright(APP_TEXT.copyrightYear)}</div>
        <a href={APP_TEXT.icpUrl} target="_blank" rel="noreferrer noopener">
          {APP_TEXT.icpNumber}
        </a>
      </footer>
    </div>
  );
}
