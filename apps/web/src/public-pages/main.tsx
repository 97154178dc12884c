import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdPage } from './ad-page';
import { FoodcodePage } from './foodcode-page';
import { PUBLIC_TEXT as T } from './texts';
import './public.css';

/**
 * The consumer entry (foodcode.html): /foodcode and /AdDetail, public and read-only (spec §2.1, §2.2). Its own
 * Vite input, sharing no admin code (no antd, no router, no stores), so a phone downloads only this.
 */
const isAd = /^\/AdDetail\/?$/i.test(window.location.pathname);
document.title = isAd ? T.adTitle : T.pageTitle;

function Shell() {
  return (
    <div className="fc-page">
      <header className="fc-header">{T.brand}</header>
      <main className="fc-main">{isAd ? <AdPage /> : <FoodcodePage />}</main>
      <footer className="fc-footer">{T.footer}</footer>
    </div>
  );
}

const root = document.getElementById('app');
if (root) createRoot(root).render(<StrictMode><Shell /></StrictMode>);
