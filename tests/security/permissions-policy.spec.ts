import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { E2E_OVERLAY_ORIGIN } from '../../playwright.config';

/** Chromium's own view of what a document may use: its permissions policy as applied. */
const FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture'];

function allowedFeatures(page: Page) {
  return page.evaluate((features) => {
    const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
    if (!policy) throw new Error('this Chromium exposes no document.featurePolicy');
    return features.filter((feature) => policy.allowsFeature(feature));
  }, FEATURES);
}

for (const [site, url] of [
  ['the host', '/hotels/nycts-portico-times-square/overview'],
  ['an overlay', `${E2E_OVERLAY_ORIGIN}/signInOverlay.mi?overlay=true`],
] as const) {
  test(`${site} denies the browser features the product never uses, and Chromium understands every entry`, async ({ page }) => {
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Permissions-Policy')) policyErrors.push(message.text());
    });
    await page.goto(url);
    expect(await allowedFeatures(page)).toEqual([]);
    expect(policyErrors).toEqual([]);
  });
}
