import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 6; i++) {
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
await ctx.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.size, e.element?.tagName, Boolean(e.element?.closest('.vpa-prerendered')), Math.round(e.renderTime)]); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
if (i % 2) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await p.goto('http://127.0.0.1:4937/welcome'); await p.waitForTimeout(2500); console.log(JSON.stringify(await p.evaluate(() => performance.getEntriesByType('paint').map(e=>[e.name, Math.round(e.startTime)]))), JSON.stringify(await p.evaluate(() => performance.getEntriesByType('resource').filter(r=>r.name.includes('framework')||r.name.includes('boot')).map(r=>[r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]))));
console.log(i % 2 ? 'cpu4' : 'cpu1', JSON.stringify(await p.evaluate(() => window.__lcp)), await p.evaluate(() => document.fonts.status + ' ' + [...document.fonts].filter(f=>f.status==='loaded').length));
await ctx.close();
}
await b.close();
