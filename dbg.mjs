import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
for (let i = 0; i < 4; i++) {
await page.goto('http://localhost:18180/');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
const frame = page.frameLocator('iframe[title="Sign in to Portico Rewards"]');
await frame.getByLabel('Email or member number').waitFor();
const t = Date.now();
await Promise.race([page.keyboard.press('Escape'), new Promise(r => setTimeout(r, 5000))]);
console.log('press took', Date.now() - t, 'dialogs', await page.locator('dialog[open]').count(), 'focused', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60)));
}
await browser.close();
