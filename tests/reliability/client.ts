import { encryptPassword } from '../../shared/auth/encrypt-password';
import { authApiPaths, graphQlBasePath } from '../../shared/domain/paths';

/** The calls a browser makes, as plain HTTP, for the reliability suite's virtual users. */
export function porticoClient(origin: string) {
  let publicKey: string | undefined;
  const keyFor = async () => {
    publicKey ??= ((await (await fetch(`${origin}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string }).rsaPublicKey;
    return publicKey;
  };

  return {
    /** Signs in; resolves with the session cookie, or with the failed response's status. */
    async signIn(userId: string, password: string): Promise<{ status: number; cookie?: string }> {
      const response = await fetch(`${origin}${authApiPaths.loginWithCredentials}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ userId, password: await encryptPassword(password, await keyFor()), rememberMe: 'false' }),
      });
      await response.arrayBuffer();
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portico_session='))?.split(';')[0];
      return { status: response.status, ...(cookie ? { cookie } : {}) };
    },
    async userDetails(cookie?: string) {
      const response = await fetch(`${origin}${authApiPaths.userDetails}`, { headers: cookie ? { cookie } : {} });
      return { status: response.status, body: (await response.json()) as { status?: string; message?: string } };
    },
    async graphQl(operationName: string, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
      const response = await fetch(`${origin}${graphQlBasePath}/${operationName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-by': 'reliability', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ operationName, query, variables }),
      });
      return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] } };
    },
    async signOut(cookie: string) {
      const response = await fetch(`${origin}${authApiPaths.signOut}`, { method: 'POST', headers: { cookie } });
      await response.arrayBuffer();
      return { status: response.status };
    },
  };
}

export const MEMBERS = [
  ['ava.morgan@example.com', 'Stay#Well2026'],
  ['100000002', 'Stay#Well2026'],
  ['sofia.reyes@example.com', 'Stay#Well2026'],
] as const;

export const HOTEL_LIST = 'query HotelList { properties { id basicInformation { name } } }';
export const HOTEL_OVERVIEW =
  'query HotelOverview($s: String!) { propertyBySeoNickname(seoNickname: $s) { id contactInformation { address { line1 city } } } }';

export const HOTEL_HEADER =
  'query HotelHeader($id: ID!) { property(id: $id) { id basicInformation { name brand { id } } reviews { stars { count } } media { hotelLogo { imageSrc } } } }';
export const CUSTOMER = 'query Customer { customer { id savedProperties { id } revisionToken } }';
export const UPDATE_SAVED =
  'mutation UpdateCustomerSavedProperties($input: UpdateCustomerSavedPropertiesInput!) { updateCustomerSavedProperties(input: $input) { status { code } savedProperties { id } } }';
