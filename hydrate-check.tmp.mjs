import { chromium } from '@playwright/test';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const p of paths) {
  const page = await browser.newPage();
  const logs = [];
  const requests = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 400)}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 400)}`));
  page.on('request', (r) => { if (r.url().includes('/mi/')) requests.push(r.url().replace(/^https?:\/\/[^/]+/, '')); });
  await page.goto(`http://localhost:18280${p}`, { waitUntil: 'networkidle' });
  console.log(p, '\n  api calls after load:', requests.join(', ') || 'none', '\n  logs:', logs.join('\n   ') || 'none');
  await page.close();
}
await browser.close();
