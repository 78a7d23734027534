import { describe, expect, it, vi } from 'vitest';
import { unstable_serialize } from 'swr';
import { collectPageData, type PageData, type PageReads } from './page-data';

const page = { params: { seoNickname: 'nycts' }, url: new URL('http://localhost/hotels/nycts/overview'), locale: 'en-US' as const };

describe('collectPageData', () => {
  it('keeps each read under the key its hook serialises, so SWR finds it as fallback', async () => {
    const pageData: PageData = async ({ params }, read) => {
      const hotel = await read(['HotelOverview', params.seoNickname], async () => ({ id: 'NYCTS' }));
      if (hotel) await read(['HotelDetails', hotel.id], async ([, id]) => ({ detailsOf: id }));
    };
    expect(await collectPageData(pageData, page)).toEqual({
      [unstable_serialize(['HotelOverview', 'nycts'])]: { id: 'NYCTS' },
      [unstable_serialize(['HotelDetails', 'NYCTS'])]: { detailsOf: 'NYCTS' },
    });
  });

  it('leaves a failed read out, for the browser to try, and goes on with the others', async () => {
    const pageData: PageData = async (_page, read) => {
      const failed = await read('Broken', async () => Promise.reject(new Error('database away')));
      expect(failed).toBeUndefined();
      await read('Fine', async () => 1);
    };
    expect(await collectPageData(pageData, page)).toEqual({ Fine: 1 });
  });

  it('reads an entry once per render when several routes need it', async () => {
    const fetchUser = vi.fn(async () => ({ status: 'SUCCESS' }));
    const needsUser: PageData = async (_page, read) => {
      await read('/userDetails', fetchUser);
    };
    const reads: PageReads = new Map();
    const [root, leaf] = await Promise.all([collectPageData(needsUser, page, reads), collectPageData(needsUser, page, reads)]);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(root).toEqual(leaf);
  });
});
