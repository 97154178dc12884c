/**
 * Draws the demo plant's product photos and ad banners (apps/server/src/modules/foodtrace/seed/demo/files/*.jpg)
 * with Chromium, from the HTML below. The images are committed; run this only to change them:
 *   node scripts/render-demo-images.mjs   (needs Debian's chromium and fonts-noto-cjk)
 * Nothing is fetched: shapes are CSS, the text is set in the machine's Noto CJK.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../apps/server/src/modules/foodtrace/seed/demo/files/', import.meta.url));
const FONT = `font-family: 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif;`;

const bottle = (w, h, label, volume, cap = '#1f7a3f') => `
  <div style="position:relative;width:${w}px;height:${h}px">
    <div style="position:absolute;left:${w * 0.32}px;top:0;width:${w * 0.36}px;height:${h * 0.09}px;background:${cap};border-radius:8px 8px 3px 3px"></div>
    <div style="position:absolute;left:${w * 0.3}px;top:${h * 0.085}px;width:${w * 0.4}px;height:${h * 0.12}px;background:linear-gradient(90deg,#eef3f1,#fff 45%,#e3eae7)"></div>
    <div style="position:absolute;left:0;top:${h * 0.19}px;width:${w}px;height:${h * 0.81}px;border-radius:${w * 0.22}px ${w * 0.22}px 24px 24px;background:linear-gradient(90deg,#e9efec,#ffffff 40%,#f6f8f7 60%,#dfe7e3);box-shadow:0 18px 30px rgba(20,60,40,.18)"></div>
    <div style="position:absolute;left:0;top:${h * 0.42}px;width:${w}px;height:${h * 0.42}px;background:linear-gradient(160deg,#2e9b57,#1f7a3f);color:#fff;text-align:center;${FONT}">
      <div style="font-size:${w * 0.13}px;font-weight:700;margin-top:${h * 0.04}px;letter-spacing:4px">鲜源</div>
      <div style="font-size:${w * 0.1}px;font-weight:600;margin-top:${h * 0.01}px">${label}</div>
      <div style="font-size:${w * 0.075}px;margin-top:${h * 0.02}px;opacity:.9">${volume}</div>
    </div>
  </div>`;

const cup = (w, h) => `
  <div style="position:relative;width:${w}px;height:${h}px">
    <div style="position:absolute;left:-8px;top:0;width:${w + 16}px;height:${h * 0.08}px;background:linear-gradient(90deg,#c9d6e8,#eef3fa,#c9d6e8);border-radius:6px"></div>
    <div style="position:absolute;left:0;top:${h * 0.07}px;width:${w}px;height:${h * 0.93}px;clip-path:polygon(0 0,100% 0,88% 100%,12% 100%);background:linear-gradient(90deg,#f3f6fb,#ffffff 45%,#e6ecf5);"></div>
    <div style="position:absolute;left:${w * 0.06}px;top:${h * 0.3}px;width:${w * 0.88}px;height:${h * 0.46}px;clip-path:polygon(0 0,100% 0,95% 100%,5% 100%);background:linear-gradient(160deg,#3b6fd1,#2a52a8);color:#fff;text-align:center;${FONT}">
      <div style="font-size:${w * 0.12}px;font-weight:700;margin-top:${h * 0.04}px;letter-spacing:4px">鲜源</div>
      <div style="font-size:${w * 0.085}px;font-weight:600;margin-top:${h * 0.01}px">原味风味发酵乳</div>
      <div style="font-size:${w * 0.07}px;margin-top:${h * 0.02}px;opacity:.9">200g</div>
    </div>
  </div>`;

const productScene = (inner, tint) => `
  <div style="width:480px;height:480px;display:flex;align-items:flex-end;justify-content:center;padding-bottom:40px;box-sizing:border-box;
    background:radial-gradient(circle at 50% 35%,#ffffff 0,${tint} 75%);position:relative;overflow:hidden">
    <div style="position:absolute;left:60px;right:60px;bottom:30px;height:26px;border-radius:50%;background:rgba(0,0,0,.10);filter:blur(6px)"></div>
    ${inner}
  </div>`;

const banner = (bg, title, sub, deco) => `
  <div style="width:960px;height:540px;position:relative;overflow:hidden;background:${bg};${FONT};color:#fff">
    ${deco}
    <div style="position:absolute;left:64px;top:150px;right:380px">
      <div style="font-size:30px;letter-spacing:6px;opacity:.9">鲜源乳业</div>
      <div style="font-size:64px;font-weight:800;line-height:1.2;margin-top:14px">${title}</div>
      <div style="font-size:28px;margin-top:22px;opacity:.95">${sub}</div>
    </div>
  </div>`;

const hills = (c1, c2) => `
  <div style="position:absolute;left:-120px;bottom:-260px;width:760px;height:420px;border-radius:50%;background:${c1}"></div>
  <div style="position:absolute;right:-160px;bottom:-240px;width:820px;height:400px;border-radius:50%;background:${c2}"></div>`;

const IMAGES = {
  'fresh-milk-950.jpg': productScene(bottle(170, 360, '纯鲜牛奶', '950mL'), '#e4f2e9'),
  'fresh-milk-250.jpg': productScene(bottle(120, 250, '纯鲜牛奶', '250mL'), '#e4f2e9'),
  'yogurt-200.jpg': productScene(cup(210, 250), '#e3eaf7'),
  'ad-fresh-milk.jpg': banner('linear-gradient(135deg,#2e9b57,#17653a)', '72 小时<br>从牧场到餐桌', '自有牧场生鲜乳 · 全程 2–6℃ 冷链',
    `${hills('#57b97a', '#3fa463')}<div style="position:absolute;right:90px;bottom:70px">${bottle(150, 320, '纯鲜牛奶', '950mL')}</div>`),
  'ad-open-day.jpg': banner('linear-gradient(180deg,#5db3e8,#a9dcf5 60%,#cdebc4)', '牧场开放日', '每月第一个周六 · 安吉青山牧场',
    `${hills('#6cc07e', '#4fa866')}<div style="position:absolute;right:150px;top:70px;width:120px;height:120px;border-radius:50%;background:#ffe27a;box-shadow:0 0 60px #ffe27a"></div>
     <div style="position:absolute;right:120px;bottom:120px;width:170px;height:110px;background:#fff;border-radius:40px 50px 30px 40px;box-shadow:inset -20px -10px 0 #e8e8e8"></div>
     <div style="position:absolute;right:140px;bottom:150px;width:46px;height:34px;background:#3a3a3a;border-radius:50%"></div>
     <div style="position:absolute;right:210px;bottom:190px;width:38px;height:28px;background:#3a3a3a;border-radius:50%"></div>`),
  'ad-yogurt.jpg': banner('linear-gradient(135deg,#3b6fd1,#23468f)', '原味发酵乳<br>第二件半价', '活动期间 · 合作门店',
    `<div style="position:absolute;right:-60px;top:-60px;width:360px;height:360px;border-radius:50%;background:rgba(255,255,255,.10)"></div>
     <div style="position:absolute;right:110px;bottom:80px">${cup(200, 240)}</div>`),
  'ad-gift.jpg': banner('linear-gradient(135deg,#c8372d,#8f1d17)', '春节礼盒预售', '鲜奶礼盒 · 送给家人的新年心意',
    `<div style="position:absolute;right:110px;bottom:90px;width:260px;height:220px;background:linear-gradient(160deg,#f2c14e,#d79b22);border-radius:10px"></div>
     <div style="position:absolute;right:225px;bottom:90px;width:30px;height:220px;background:#c8372d"></div>
     <div style="position:absolute;right:110px;bottom:190px;width:260px;height:26px;background:#c8372d"></div>
     <div style="position:absolute;right:200px;bottom:300px;width:80px;height:50px;border:12px solid #c8372d;border-radius:50%;box-sizing:border-box"></div>`),
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [name, html] of Object.entries(IMAGES)) {
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const box = page.locator('body > div').first();
  await box.screenshot({ path: path.join(OUT, name), type: 'jpeg', quality: 82 });
  console.log('wrote', name);
}
await browser.close();
