import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(key, (self.get(key) || 0) + (dt[i++] || 0)); }
const byUrl = new Map();
for (const [k, v] of self) { const u = k.split(' ')[1].split(':')[0]; byUrl.set(u, (byUrl.get(u) || 0) + v); }
console.log('--- self time by script (ms, 4x throttled)');
for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((v / 1000).toFixed(1).padStart(8), k);
console.log('--- top functions');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(8), k);
await browser.close();
