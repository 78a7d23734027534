import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphQlBasePath } from '../../shared/domain/paths';
import { HOTELS } from '../seed/fixtures';
import { graphQlCalls } from '../testing/graphql-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function post(operationName: string, query: string, variables: Record<string, unknown> = {}, path = operationName) {
  return graphQlCalls(api).post(operationName, query, variables, { path });
}

const OVERVIEW = `query HotelOverview($seoNickname: String!) {
  propertyBySeoNickname(seoNickname: $seoNickname) {
    id
    basicInformation { name brand { id } }
    contactInformation {
      address { line1 city stateProvince { code } country { code description } postalCode }
      contactNumbers { number display type { code } }
    }
    reviews { stars { count } numberOfReviews { count } }
    media { primaryImage { url alternateDescription } }
  }
}`;

describe('hotel operations', () => {
  it('reads a hotel by its nickname, in the shape of the source property record', async () => {
    const { status, body } = await post('HotelOverview', OVERVIEW, { seoNickname: 'nycts-portico-times-square' });
    expect(status).toBe(200);
    expect(body).toMatchInlineSnapshot(`
      {
        "data": {
          "propertyBySeoNickname": {
            "basicInformation": {
              "brand": {
                "id": "MC",
              },
              "name": "Portico Times Square",
            },
            "contactInformation": {
              "address": {
                "city": "New York",
                "country": {
                  "code": "US",
                  "description": "USA",
                },
                "line1": "1535 Broadway",
                "postalCode": "10036",
                "stateProvince": {
                  "code": "NY",
                },
              },
              "contactNumbers": [
                {
                  "display": "+1 212 398 1900",
                  "number": "+12123981900",
                  "type": {
                    "code": "phone",
                  },
                },
              ],
            },
            "id": "NYCTS",
            "media": {
              "primaryImage": {
                "alternateDescription": "Lobby atrium",
                "url": "/images/hotels/nycts-1.svg",
              },
            },
            "reviews": {
              "numberOfReviews": {
                "count": 1250,
              },
              "stars": {
                "count": 4.5,
              },
            },
          },
        },
      }
    `);
  });

  it('answers null for a nickname no hotel has', async () => {
    const { body } = await post('HotelOverview', OVERVIEW, { seoNickname: 'nowhere-hotel' });
    expect(body).toEqual({ data: { propertyBySeoNickname: null } });
  });

  it('explains a malformed nickname instead of failing', async () => {
    const { status, body } = await post('HotelOverview', OVERVIEW, { seoNickname: "x' or 1=1 --" });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/lower-case words joined by hyphens/);
  });

  it('reads a hotel by property code in any case', async () => {
    const { body } = await post('Property', 'query Property($id: ID!) { property(id: $id) { id seoNickname } }', { id: 'lonkx' });
    expect(body.data).toEqual({ property: { id: 'LONKX', seoNickname: 'lonkx-portico-london-kings-cross' } });
  });

  it('lists every seeded hotel', async () => {
    const { body } = await post('HotelList', 'query HotelList { properties { id } }');
    const ids = (body.data?.properties as { id: string }[]).map((hotel) => hotel.id);
    expect(ids).toHaveLength(22);
    expect(ids.sort()).toEqual(HOTELS.map((hotel) => hotel.code).sort());
  });
});

describe('the {base}/{operationName} address', () => {
  it('refuses an operation posted to another operation’s address', async () => {
    const { status, body } = await post('HotelList', 'query HotelList { properties { id } }', {}, 'HotelOverview');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('OPERATION_NAME_MISMATCH');
  });

  it('refuses an anonymous operation', async () => {
    const response = await fetch(`${api.hostUrl}${graphQlBasePath}/HotelList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-by': 'test' },
      body: JSON.stringify({ query: '{ properties { id } }' }),
    });
    expect(response.status).toBe(400);
  });
});
