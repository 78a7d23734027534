import { type Page } from '@playwright/test';
import { expect, test } from '../support/run-clock';
import { E2E_HOST_ORIGIN, E2E_SIBLING_ORIGIN } from '../../playwright.config';
import { CustomerDocument } from '../../shared/graphql/generated/graphql';
import { persistedOperation } from '../support/persisted-operation';
import { LIAM, openSignIn, signIn } from '../support/journeys';
import { servePagesOn } from '../support/page-server';

/**
 * Another port of the host's own host name: the same site, so the member's SameSite=Lax session cookie
 * goes along with its requests, as it would from a sibling subdomain in production.
 */
const SIBLING_ORIGIN = E2E_SIBLING_ORIGIN;

servePagesOn(SIBLING_ORIGIN).show('<p>sibling</p>');

const { operationName, body } = persistedOperation(CustomerDocument, {});
const customerByGet = `${E2E_HOST_ORIGIN}/mi/graphql/${operationName}?${new URLSearchParams({ operationName, extensions: JSON.stringify(JSON.parse(body).extensions) })}`;

/** Each way a page's script could ask for the member's data with their cookie: what it got to read, or "blocked". */
function readCustomerFrom(page: Page) {
  return page.evaluate(
    async ({ getUrl, postUrl, postBody }) => {
      const attempt = async (request: () => Promise<Response>) => {
        try {
          const response = await request();
          return response.type === 'opaque' ? 'opaque' : await response.text();
        } catch {
          return 'blocked';
        }
      };
      return {
        getWithHeader: await attempt(() => fetch(getUrl, { credentials: 'include', headers: { 'x-requested-by': 'portico-host' } })),
        getSimple: await attempt(() => fetch(getUrl, { credentials: 'include' })),
        postJson: await attempt(() =>
          fetch(postUrl, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', 'x-requested-by': 'portico-host' }, body: postBody }),
        ),
        noCors: await attempt(() => fetch(getUrl, { credentials: 'include', mode: 'no-cors' })),
      };
    },
    { getUrl: customerByGet, postUrl: `${E2E_HOST_ORIGIN}/mi/graphql/${operationName}`, postBody: body },
  );
}

test('a page on another origin of the same site cannot read a signed-in member’s data through GraphQL', async ({ page }) => {
  await page.goto('/');
  await signIn(await openSignIn(page), LIAM.email, LIAM.password);
  await expect(page.getByText('Hi, Liam')).toBeVisible();

  // The host's own page reads it by POST (so the calls below are right and the cookie is there); a
  // member's operation by GET is refused even there, as GET is for public hotel queries only...
  const own = await readCustomerFrom(page);
  expect(own.getWithHeader).toContain('POST_REQUIRED');
  expect(own.getWithHeader).not.toContain('"savedProperties"');
  expect(own.postJson).toContain('"savedProperties"');

  // ...a sibling origin's page, sending the same calls with the same cookie, reads nothing.
  await page.goto(`${SIBLING_ORIGIN}/`);
  const cookies = await page.context().cookies(E2E_HOST_ORIGIN);
  expect(cookies.some((cookie) => cookie.name === 'portico_session' && cookie.sameSite === 'Lax')).toBe(true);
  // No CORS grant for the first three; Cross-Origin-Resource-Policy refuses even the opaque answer of the last.
  expect(await readCustomerFrom(page)).toEqual({ getWithHeader: 'blocked', getSimple: 'blocked', postJson: 'blocked', noCors: 'blocked' });
});
