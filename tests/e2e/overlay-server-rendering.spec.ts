import { type Page, type Route } from '@playwright/test';
import { expect, test, RUN_YEAR, newBrowserContext } from '../support/run-clock';
import { E2E_OVERLAY_ORIGIN } from '../../playwright.config';
import { HYDRATION_ERROR_PREFIX } from '../../shared/ssr/mount-app';
import { recordBridgeMessages } from '../support/bridge-messages';
import { AVA, LIAM, openSignIn, signIn, SIGN_IN_FRAME } from '../support/journeys';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { acceptConsents, fillVisitor, GUEST_INFO_FRAME, PAYMENT_FRAME, selectKingRate, selectRate, stayFrom, VISA } from '../support/booking-pages';
import { messageIn } from '../support/messages';

const VISITOR = { givenName: 'Rory', surname: 'Quinn', email: 'rory.quinn@example.com', phone: '2125550199' };

/**
 * Issue 19, the overlays' part: each overlay page comes rendered by the server, so its frame paints
 * before any script; hydration matches that HTML; what is typed before the script runs is kept; the
 * bridge connects as the script starts; and the host shows the frame at once, at its last height.
 */

const SIGN_IN_SCRIPT = '**/overlays/sign-in/assets/index-*.js';
const BELOW_THE_FORM_SCRIPT = '**/overlays/sign-in/assets/below-the-form-*.js';

/**
 * Every sign of an overlay's hydration that did not match, whether the overlay is the page or one of its
 * frames: what the overlay's scripts log (mountApp logs a recoverable mismatch), and, on an overlay page
 * itself, any uncaught error. The host's own pages are not judged here.
 */
function watchOverlayHydration(page: Page): string[] {
  const problems: string[] = [];
  const isProblem = (text: string) => text.includes(HYDRATION_ERROR_PREFIX) || /hydrat|Minified React error #(418|419|421|422|423|425)/i.test(text);
  page.on('console', (message) => {
    if (message.location().url.startsWith(E2E_OVERLAY_ORIGIN) && isProblem(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (page.url().startsWith(E2E_OVERLAY_ORIGIN)) problems.push(`uncaught: ${error.message}`);
  });
  return problems;
}

/** Holds requests for `pattern` until `release` is called, as a slow network would. */
async function holdScripts(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const signInPages = ['/signInOverlay.mi', '/reservation/signInOverlay.mi', '/reservation/signInOverlay-signInOnly.mi', '/reservation/ersSignInOverlayRedemptionAndMemberRate.mi'];
const signInQueries = [
  '',
  '?variant=standalone&locale=en-GB',
  '?variant=enrollment',
  '?variant=sessionTimedOut',
  '?variant=standalone&passwordChanged=true',
  '?variant=standalone&clientId=summer-escape',
  '?locale=zh-TW',
  // Asked for as framed (the host's and the loader's `overlay=true`) but opened on its own: put right once hydrated.
  '?overlay=true&variant=accountModal&locale=en-US',
];

test.describe('overlay pages rendered on the server', () => {
  test('every sign-in page and variant hydrates without a mismatch, for a visitor and a remembered member', async ({ page }) => {
    // Five pages in six variants, twice: more navigations than the default 30 s leaves room for on a loaded machine.
    test.setTimeout(60_000);
    const problems = watchOverlayHydration(page);
    const visit = async () => {
      for (const pagePath of signInPages) {
        for (const query of signInQueries) {
          await page.goto(`${E2E_OVERLAY_ORIGIN}${pagePath}${query}`);
          // Hydrated: the server renders the button disabled. zh-TW keeps it so, with its message.
          if (query.includes('zh-TW')) await page.waitForLoadState('networkidle');
          else await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
          expect(problems, `${pagePath}${query}`).toEqual([]);
        }
      }
    };
    await visit();

    // Remembered: the server reads the member from the cookies and renders the locked login.
    await page.goto('/');
    await signIn(await openSignIn(page), LIAM.email, LIAM.password);
    await expect(page.getByText('Hi, Liam')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Hi, Liam · Sign in' })).toBeVisible();
    const html = await (await page.request.get(`${E2E_OVERLAY_ORIGIN}/signInOverlay.mi?variant=standalone`)).text();
    expect(html).toContain(`value="${LIAM.memberNumber}"`);
    expect(html).toContain('Welcome back, Liam');
    await visit();
  });

  test('the lookup, guest-info and payment pages hydrate without a mismatch', async ({ page }) => {
    const problems = watchOverlayHydration(page);
    for (const [query, locale] of [['', 'en-US'], ['?overlay=true&variant=dialog&locale=en-US', 'en-US'], ['?overlay=true&variant=page&locale=es-ES', 'es-ES']] as const) {
      await page.goto(`${E2E_OVERLAY_ORIGIN}/resLookupOverlay.mi${query}`);
      await expect(page.getByRole('button', { name: messageIn(locale, 'reservation-lookup', 'reservationLookup.form.submit') })).toBeEnabled();
      expect(problems, query).toEqual([]);
    }
    // A cart the server cannot read (here, one that does not exist): their shells, and the browser reads it and says why.
    for (const pagePath of ['/reservation/guestInfoOverlay.mi', '/reservation/paymentOverlay.mi']) {
      for (const query of ['?cartId=NO-SUCH-CART', '?cartId=NO-SUCH-CART&overlay=true&locale=en-US', '']) {
        await page.goto(`${E2E_OVERLAY_ORIGIN}${pagePath}${query}`);
        await expect(page.getByRole('alert').first()).toBeVisible();
        expect(problems, `${pagePath}${query}`).toEqual([]);
      }
    }
  });

  test('the framed overlays hydrate without a mismatch: the sign-in dialog, the lookup dialog and the booking page’s guest information', async ({ page }) => {
    const problems = watchOverlayHydration(page);
    await page.goto('/');
    await openSignIn(page);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Find reservation' }).click();
    await expect(page.frameLocator('iframe[title="Find your reservation"]').getByRole('button', { name: 'Find reservation' })).toBeEnabled();
    await selectRate(page, stayFrom(150), 'Flexible rate');
    await expect(page.frameLocator(GUEST_INFO_FRAME).getByLabel('First name')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the booking page’s guest-info and payment frames paint their forms before their scripts, and keep what was typed in them', async ({ page }) => {
    const problems = watchOverlayHydration(page);
    const guestInfoScripts = await holdScripts(page, '**/overlays/guest-info/assets/*.js');
    const paymentScripts = await holdScripts(page, '**/overlays/payment/assets/*.js');
    await page.goto(bookingPaths.rateList.getHref(stayFrom(170)));
    await selectKingRate(page, 'Flexible rate');
    const guestForm = page.frameLocator(GUEST_INFO_FRAME);
    // No script of the overlay has run: the server read the cart and rendered the whole form, its parts included.
    await expect(guestForm.getByLabel('First name')).toBeVisible();
    await expect(guestForm.getByRole('heading', { name: 'Travel insurance' })).toBeVisible();
    await expect(guestForm.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await guestForm.getByLabel('First name').fill(VISITOR.givenName);
    await guestForm.getByLabel('Last name').fill(VISITOR.surname);
    guestInfoScripts.release();
    await expect(guestForm.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(guestForm.getByLabel('First name')).toHaveValue(VISITOR.givenName);
    // The rest, but not the names: those typed before the script must be the ones sent.
    await fillVisitor(guestForm, VISITOR, { skipNames: true });
    await acceptConsents(guestForm);
    await guestForm.getByRole('button', { name: 'Continue' }).click();

    const payment = page.frameLocator(PAYMENT_FRAME);
    await expect(payment.getByLabel('Card number')).toBeVisible();
    await expect(payment.getByText(/guarantees the booking/)).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Use this card' })).toBeDisabled();
    await payment.getByLabel('Card number').fill(VISA.number);
    await payment.getByLabel('Security code').fill(VISA.securityCode);
    paymentScripts.release();
    await expect(payment.getByRole('button', { name: 'Use this card' })).toBeEnabled();
    await expect(payment.getByLabel('Card number')).toHaveValue(VISA.number);
    await payment.getByLabel('Expiry month').selectOption('12');
    await payment.getByLabel('Expiry year').selectOption(String(RUN_YEAR + 2));
    await payment.getByLabel('Name on card').fill(VISA.name);
    await payment.getByRole('button', { name: 'Use this card' }).click();
    await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi\?cartId=/);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(/Visa.*1111/);
    expect(problems).toEqual([]);
  });

  test('a card number typed while the payment page hydrates is kept, whenever in hydration it lands', async ({ page }) => {
    await page.goto(bookingPaths.rateList.getHref(stayFrom(180)));
    await selectKingRate(page, 'Flexible rate');
    const guestForm = page.frameLocator(GUEST_INFO_FRAME);
    await fillVisitor(guestForm, VISITOR);
    await acceptConsents(guestForm);
    await guestForm.getByRole('button', { name: 'Continue' }).click();
    await expect(page.frameLocator(PAYMENT_FRAME).getByLabel('Card number')).toBeVisible();
    const pageUrl = `${E2E_OVERLAY_ORIGIN}/reservation/paymentOverlay.mi?cartId=${new URL(page.url()).searchParams.get('cartId')}&locale=en-US`;
    // React may take an input event between hydration's commit and the form's effects, and then put the
    // field back. The typing is timed from the moment hydration reaches the field (React sets its
    // defaultValue), at staggered delays, so that some of it lands in that window.
    const lost: string[] = [];
    for (const delay of [0, 1, 2, 3, 4, 6, 8, 10, 12, 15]) {
      const payment = await page.context().newPage();
      await payment.addInitScript(
        ({ delay: typeAfter, card }) => {
          const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'defaultValue')!;
          let isTimed = false;
          Object.defineProperty(HTMLInputElement.prototype, 'defaultValue', {
            get() {
              return descriptor.get!.call(this);
            },
            set(value: string) {
              descriptor.set!.call(this, value);
              const input = this as HTMLInputElement;
              if (isTimed || input.name !== 'cardNumber') return;
              isTimed = true;
              // As a keyboard types: the value set natively (not through React's tracker on the element), then the event.
              const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
              setTimeout(() => {
                setValue.call(input, card);
                input.dispatchEvent(new Event('input', { bubbles: true }));
              }, typeAfter);
            },
          });
        },
        { delay, card: VISA.number },
      );
      await payment.goto(pageUrl);
      await expect(payment.getByRole('button', { name: 'Use this card' })).toBeEnabled();
      await payment.getByLabel('Security code').fill(VISA.securityCode);
      const shown = await payment.getByLabel('Card number').inputValue();
      if (shown !== VISA.number) lost.push(`${delay} ms: "${shown}"`);
      await payment.close();
    }
    expect(lost, 'typed this long after hydration reached the field, and lost').toEqual([]);
  });

  test('a cart’s guest-info and payment pages are rendered with it for its own browser only, and kept by no cache', async ({ page, browser }) => {
    await selectRate(page, stayFrom(175), 'Flexible rate');
    const cartId = new URL(page.url()).searchParams.get('cartId')!;
    const pageOf = (pagePath: string) => `${E2E_OVERLAY_ORIGIN}${pagePath}?cartId=${cartId}&overlay=true&locale=en-US`;
    const own = await page.request.get(pageOf('/reservation/guestInfoOverlay.mi'), { headers: { accept: 'text/html' } });
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(await own.text()).toContain('name="guest.givenName"');

    const stranger = await newBrowserContext(browser);
    try {
      for (const [pagePath, field, data] of [
        ['/reservation/guestInfoOverlay.mi', 'name="guest.givenName"', '"form":null'],
        ['/reservation/paymentOverlay.mi', 'name="cardNumber"', '"paymentInfo":null'],
      ] as const) {
        const html = await (await stranger.request.get(pageOf(pagePath), { headers: { accept: 'text/html' } })).text();
        expect(html, pagePath).not.toContain(field);
        expect(html, pagePath).toContain(data);
      }
    } finally {
      await stranger.close();
    }
  });

  test('paints the whole form before its script, and keeps what was typed before the script ran', async ({ page }) => {
    const problems = watchOverlayHydration(page);
    const script = await holdScripts(page, SIGN_IN_SCRIPT);
    await page.goto(`${E2E_OVERLAY_ORIGIN}/signInOverlay.mi?locale=en-US`, { waitUntil: 'commit' });
    // No script has run: the server's HTML takes the typing, and cannot be sent yet.
    await page.getByLabel('Email or member number').fill(AVA.email);
    await page.getByLabel('Password', { exact: true }).fill(AVA.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();

    script.release();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Email or member number')).toHaveValue(AVA.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(AVA.password);
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Opened on its own, a sign-in goes on to the host site, signed in.
    await expect(page.getByText('Hi, Ava')).toBeVisible();
    expect(problems).toEqual([]);
    const details = await (await page.request.get('/mi/phoenix-account-auth/v1/userDetails')).json();
    expect(details).toMatchObject({ rememberedUser: false });
  });

  test('the host shows the frame at once at its last height, with the skeleton, and takes what was typed in it before the script ran', async ({ page }) => {
    await page.goto('/');
    await openSignIn(page);
    const frameElement = page.locator(SIGN_IN_FRAME);
    const lastHeight = await frameElement.evaluate((element) => element.getBoundingClientRect().height);
    // Held before closing: closing starts a fresh overlay at once, kept warm, whose script must not run either.
    const script = await holdScripts(page, SIGN_IN_SCRIPT);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const frame = page.frameLocator(SIGN_IN_FRAME);
    // The overlay's page painted from the server's HTML; no script of it has run, so the bridge has not connected.
    await expect(frame.getByLabel('Email or member number')).toBeVisible();
    expect(await frameElement.evaluate((element) => element.getBoundingClientRect().height)).toBe(lastHeight);
    await expect(frameElement).toHaveAttribute('aria-hidden', 'true');
    await expect(frameElement).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('dialog').getByRole('status', { name: 'Loading' })).toBeAttached();

    await frame.getByLabel('Email or member number').fill(AVA.email);
    await frame.getByLabel('Password', { exact: true }).fill(AVA.password);
    script.release();
    // Ready: in the accessibility tree, the skeleton gone, and the focus left where the visitor put it.
    await expect(frameElement).not.toHaveAttribute('aria-hidden');
    await expect(page.getByRole('dialog').getByRole('status', { name: 'Loading' })).not.toBeAttached();
    await expect(frame.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(frame.getByLabel('Email or member number')).toHaveValue(AVA.email);
    await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Hi, Ava')).toBeVisible();
  });

  test('a first opening shows the frame at the default height until the overlay reports its own', async ({ page }) => {
    await page.goto('/');
    const script = await holdScripts(page, SIGN_IN_SCRIPT);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const frameElement = page.locator(SIGN_IN_FRAME);
    await expect(page.frameLocator(SIGN_IN_FRAME).getByLabel('Email or member number')).toBeVisible();
    expect(await frameElement.evaluate((element) => element.getBoundingClientRect().height)).toBe(240);
    script.release();
    await expect(frameElement).not.toHaveAttribute('aria-hidden');
    expect(await frameElement.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(240);
    expect(await page.evaluate(() => sessionStorage.getItem('portico:last-frame-height:sign-in:accountModal'))).toMatch(/^\d+$/);
  });

  test('the bridge connects as the overlay’s script runs, before React has hydrated the page', async ({ page }) => {
    const messages = await recordBridgeMessages(page);
    await page.goto('/');
    // main.tsx hydrates once the part under the form has loaded: holding it holds hydration, not the handshake.
    const belowTheForm = await holdScripts(page, BELOW_THE_FORM_SCRIPT);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const frame = page.frameLocator(SIGN_IN_FRAME);
    await messages.expectMessage('hello');
    await messages.expectMessage('configure', { variant: 'accountModal' });
    await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    belowTheForm.release();
    await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(page.locator(SIGN_IN_FRAME)).not.toHaveAttribute('aria-hidden');
    await expect(frame.getByLabel('Email or member number')).toBeFocused();
  });
});
