import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SAVED_PROPERTIES } from '../../shared/domain/saved-properties';
import { authCalls, cookieValue } from '../testing/auth-calls';
import { graphQlCalls } from '../testing/graphql-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

const CUSTOMER = `query HotelHeaderCustomer { customer { id savedProperties { id } revisionToken } }`;
const UPDATE = `mutation UpdateSavedProperties($input: UpdateCustomerSavedPropertiesInput!) {
  updateCustomerSavedProperties(input: $input) {
    status { code httpStatus messages { dev { message field } errors { code message } } }
    savedProperties { id }
  }
}`;

type Customer = { id: string; savedProperties: { id: string }[]; revisionToken: string };
type UpdateResult = {
  status: { code: string; httpStatus: number; messages: { dev: { message: string; field: string | null }[]; errors: { code: string; message: string }[] } }[];
  savedProperties: { id: string }[];
};

let api: TestApi;
let liam: string;
beforeEach(async () => {
  api = await startTestApi();
  const response = await authCalls(api).signInAs('liam.chen@example.com');
  liam = `portico_session=${cookieValue(response, 'portico_session')}`;
});
afterEach(() => api.close());

const ids = (list: { id: string }[]) => list.map((saved) => saved.id);

async function customer(cookie?: string): Promise<Customer | null> {
  const { body } = await graphQlCalls(api).post('HotelHeaderCustomer', CUSTOMER, {}, { cookie });
  return (body.data?.customer as Customer | null) ?? null;
}

async function update(cookie: string | undefined, savedIds: string[], revisionToken: string, id = 'C1000002'): Promise<UpdateResult> {
  const { status, body } = await graphQlCalls(api).post(
    'UpdateSavedProperties',
    UPDATE,
    { input: { id, savedProperties: savedIds.map((saved) => ({ id: saved })), revisionToken } },
    { cookie },
  );
  expect(status).toBe(200);
  return body.data?.updateCustomerSavedProperties as UpdateResult;
}

describe('customer', () => {
  it('gives a signed-in member their saved hotels, oldest first, and a revision token', async () => {
    expect(await customer(liam)).toEqual({ id: 'C1000002', savedProperties: [{ id: 'NYCTS' }, { id: 'LONKX' }], revisionToken: '0' });
  });

  it('is null for a visitor', async () => {
    expect(await customer()).toBeNull();
  });
});

describe('updateCustomerSavedProperties', () => {
  it('saves a hotel (any case), keeps the others in order, and moves the revision on', async () => {
    const result = await update(liam, ['NYCTS', 'LONKX', 'bkkrv'], '0');
    expect(result.status[0]).toMatchObject({ code: 'SUCCESS', httpStatus: 200 });
    expect(ids(result.savedProperties)).toEqual(['NYCTS', 'LONKX', 'BKKRV']);
    expect(await customer(liam)).toMatchObject({ savedProperties: [{ id: 'NYCTS' }, { id: 'LONKX' }, { id: 'BKKRV' }], revisionToken: '1' });
  });

  it('unsaves, and collapses duplicates', async () => {
    const result = await update(liam, ['lonkx', 'LONKX'], '0');
    expect(ids(result.savedProperties)).toEqual(['LONKX']);
  });

  it('refuses a stale revision and changes nothing, so a second window cannot overwrite the first', async () => {
    expect((await update(liam, ['NYCTS', 'LONKX', 'SHAPD'], '0')).status[0]?.code).toBe('SUCCESS');
    const stale = await update(liam, ['NYCTS', 'LONKX', 'DXBBG'], '0');
    expect(stale.status[0]).toMatchObject({ code: 'STALE_REVISION', httpStatus: 409 });
    expect(stale.status[0]?.messages.errors[0]?.message).toMatch(/changed in another window/);
    expect(ids(stale.savedProperties)).toEqual(['NYCTS', 'LONKX', 'SHAPD']);
  });

  it('applies exactly one of two updates sent at once with the same revision', async () => {
    const results = await Promise.all([update(liam, ['NYCTS', 'LONKX', 'SHAPD'], '0'), update(liam, ['NYCTS', 'LONKX', 'DXBBG'], '0')]);
    expect(results.map((result) => result.status[0]?.code).sort()).toEqual(['STALE_REVISION', 'SUCCESS']);
    expect((await customer(liam))?.savedProperties).toHaveLength(3);
  });

  it('refuses a 21st hotel with a clear message, and changes nothing', async () => {
    const codes = ['NYCTS', 'LONKX', 'SHAPD', 'DXBBG', 'BKKRV', ...Array.from({ length: 16 }, (_, index) => `ZZ${String(index).padStart(3, '0')}`)];
    const result = await update(liam, codes, '0');
    expect(result.status[0]).toMatchObject({ code: 'TOO_MANY_SAVED_PROPERTIES', httpStatus: 422 });
    expect(result.status[0]?.messages.errors[0]?.message).toBe('You can save up to 20 hotels. Remove one to save another.');
    expect(ids(result.savedProperties)).toEqual(['NYCTS', 'LONKX']);
  });

  it('refuses Emma, at the limit with 20 saved hotels, a 21st (LONKX), and keeps her 20', async () => {
    const emma = `portico_session=${cookieValue(await authCalls(api).signInAs('emma.walsh@example.com'), 'portico_session')}`;
    const before = await customer(emma);
    expect(before?.savedProperties).toHaveLength(MAX_SAVED_PROPERTIES);
    const result = await update(emma, [...ids(before!.savedProperties), 'LONKX'], before!.revisionToken, 'C1000005');
    expect(result.status[0]).toMatchObject({ code: 'TOO_MANY_SAVED_PROPERTIES', httpStatus: 422 });
    expect(result.status[0]?.messages.errors[0]?.message).toBe('You can save up to 20 hotels. Remove one to save another.');
    expect(await customer(emma)).toEqual(before);
  });

  it('names hotels that do not exist, and ids that are not property codes', async () => {
    const unknown = await update(liam, ['NYCTS', 'QQQQQ'], '0');
    expect(unknown.status[0]).toMatchObject({ code: 'UNKNOWN_PROPERTY', httpStatus: 422 });
    expect(unknown.status[0]?.messages.dev[0]?.message).toContain('QQQQQ');
    const malformed = await update(liam, ['NYCTS', '<script>'], '0');
    expect(malformed.status[0]).toMatchObject({ code: 'INVALID_PROPERTY_ID', httpStatus: 400 });
    expect(malformed.status[0]?.messages.dev[0]?.field).toBe('savedProperties[1].id');
    expect(ids((await customer(liam))!.savedProperties)).toEqual(['NYCTS', 'LONKX']);
  });

  it('treats a revision token it never gave as stale', async () => {
    expect((await update(liam, ['NYCTS'], 'not-a-token')).status[0]?.code).toBe('STALE_REVISION');
  });

  it('refuses a visitor, and a member naming another member’s account', async () => {
    const visitor = await update(undefined, ['NYCTS'], '0');
    expect(visitor).toMatchObject({ status: [{ code: 'NOT_SIGNED_IN', httpStatus: 401 }], savedProperties: [] });
    const ava = `portico_session=${cookieValue(await authCalls(api).signInAsAva(), 'portico_session')}`;
    const other = await update(ava, ['NYCTS'], '0', 'C1000002');
    expect(other.status[0]).toMatchObject({ code: 'NOT_YOUR_ACCOUNT', httpStatus: 403 });
    expect(ids((await customer(liam))!.savedProperties)).toEqual(['NYCTS', 'LONKX']);
  });
});

describe('SavedProperty.property', () => {
  const SAVED_HOTELS = `query SavedHotels {
    customer { savedProperties { id property { id seoNickname basicInformation { name } media { primaryImage { url } } } } }
  }`;
  const UPDATE_WITH_HOTELS = `mutation UpdateSavedProperties($input: UpdateCustomerSavedPropertiesInput!) {
    updateCustomerSavedProperties(input: $input) { savedProperties { id property { basicInformation { name } } } }
  }`;

  it('gives each saved hotel with what its card shows, in saved order', async () => {
    const { body } = await graphQlCalls(api).post('SavedHotels', SAVED_HOTELS, {}, { cookie: liam });
    expect(body).toEqual({
      data: {
        customer: {
          savedProperties: [
            {
              id: 'NYCTS',
              property: {
                id: 'NYCTS',
                seoNickname: 'nycts-portico-times-square',
                basicInformation: { name: 'Portico Times Square' },
                media: { primaryImage: { url: '/images/hotels/nycts-1.svg' } },
              },
            },
            {
              id: 'LONKX',
              property: {
                id: 'LONKX',
                seoNickname: 'lonkx-portico-london-kings-cross',
                basicInformation: { name: "Portico London King's Cross" },
                media: { primaryImage: { url: '/images/hotels/lonkx-1.svg' } },
              },
            },
          ],
        },
      },
    });
  });

  it('resolves the hotels of an update’s answer too', async () => {
    const { body } = await graphQlCalls(api).post(
      'UpdateSavedProperties',
      UPDATE_WITH_HOTELS,
      { input: { id: 'C1000002', savedProperties: [{ id: 'dxbbg' }], revisionToken: '0' } },
      { cookie: liam },
    );
    expect(body.data).toEqual({
      updateCustomerSavedProperties: { savedProperties: [{ id: 'DXBBG', property: { basicInformation: { name: 'Jewel Resort Dubai' } } }] },
    });
  });

  it('is null with the customer for a visitor', async () => {
    const { body } = await graphQlCalls(api).post('SavedHotels', SAVED_HOTELS);
    expect(body).toEqual({ data: { customer: null } });
  });
});
