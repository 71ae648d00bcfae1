import { chromium } from 'playwright-core';
const [id, ...steps] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.goto(`http://127.0.0.1:8768/task/${id}/?mode=benchmark`);
await p.waitForTimeout(1500);
for (const s of steps) { await (new Function('p', 'return (async () => { ' + s + ' })()'))(p); }
await p.waitForTimeout(500);
await p.screenshot({ path: '/tmp/shot.png' });
await b.close();
