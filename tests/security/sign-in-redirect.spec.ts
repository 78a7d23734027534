import { expect, test } from '../support/run-clock';
import { E2E_HOST_ORIGIN } from '../../playwright.config';
import { AVA, framedForm, signIn } from '../support/journeys';

/**
 * The unit table (shared/domain/sign-in-redirect.security.test.ts) checks the allow-list as a function;
 * this checks the whole path a browser takes: the query, the overlay's success message across the
 * bridge, and the host's navigation. Each crafted target must end on the host's home page.
 */
const crafted = [
  { name: 'backslash after the slash', param: 'returnTo', value: '/\\evil.example/' },
  { name: 'leading backslashes', param: 'returnTo', value: '\\\\evil.example' },
  { name: 'javascript: scheme', param: 'returnTo', value: 'javascript:alert(document.domain)' },
  { name: 'encoded protocol-relative', param: 'redirect_uri', value: '%2F%2Fevil.example' },
  { name: 'tab inside the slashes', param: 'redirect_uri', value: '/\t/evil.example' },
  { name: 'look-alike host', param: 'redirect_uri', value: `${E2E_HOST_ORIGIN}.evil.example/` },
  { name: 'credentials before another host', param: 'returnTo', value: `${E2E_HOST_ORIGIN}@evil.example/` },
];

for (const { name, param, value } of crafted) {
  test(`a crafted ${param} (${name}) lands on the host's home page after sign-in`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const leftTheSite: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).origin !== E2E_HOST_ORIGIN) leftTheSite.push(frame.url());
    });

    await page.goto(`/sign-in.mi?${param}=${encodeURIComponent(value)}`);
    await signIn(await framedForm(page), AVA.email, AVA.password);
    // The header greets her as soon as the session starts, on the sign-in page still: the address is what tells where she lands.
    await expect(page).toHaveURL(`${E2E_HOST_ORIGIN}/`);
    await expect(page.getByText('Hi, Ava')).toBeVisible();
    expect(leftTheSite).toEqual([]);
    expect(dialogs).toEqual([]);
  });
}
