import { describe, expect, it, vi } from 'vitest';
import { applySaveWish, MAX_SAVE_ATTEMPTS, type SaveWishDeps } from './apply-save-wish';

const customer = (ids: string[], revisionToken = '1') => ({ id: 'C1', savedProperties: ids.map((id) => ({ id })), revisionToken });
const status = (code: string, message = '') => ({ status: [{ code, messages: { errors: message ? [{ message }] : [] } }] });

describe('applySaveWish', () => {
  it('sends the whole new list with the revision it read', async () => {
    const update = vi.fn<SaveWishDeps['update']>().mockResolvedValue(status('success'));
    const outcome = await applySaveWish({ propertyId: 'lonkx', save: true, current: customer(['NYCTS'], '7') }, { readCustomer: vi.fn(), update });
    expect(outcome).toEqual({ kind: 'applied', saved: true });
    expect(update).toHaveBeenCalledWith({ id: 'C1', savedProperties: [{ id: 'NYCTS' }, { id: 'LONKX' }], revisionToken: '7' });
  });

  it('re-reads and re-applies after another window changed the list, keeping that change', async () => {
    const readCustomer = vi.fn().mockResolvedValue(customer(['NYCTS', 'SHAPD'], '2'));
    const update = vi.fn<SaveWishDeps['update']>().mockResolvedValueOnce(status('STALE_REVISION')).mockResolvedValueOnce(status('SUCCESS'));
    const outcome = await applySaveWish({ propertyId: 'LONKX', save: true, current: customer(['NYCTS'], '1') }, { readCustomer, update });
    expect(outcome.kind).toBe('applied');
    expect(update).toHaveBeenLastCalledWith({ id: 'C1', savedProperties: [{ id: 'NYCTS' }, { id: 'SHAPD' }, { id: 'LONKX' }], revisionToken: '2' });
  });

  it('stops when the other window already made the same change', async () => {
    const readCustomer = vi.fn().mockResolvedValue(customer(['LONKX'], '2'));
    const update = vi.fn<SaveWishDeps['update']>().mockResolvedValue(status('STALE_REVISION'));
    const outcome = await applySaveWish({ propertyId: 'LONKX', save: true, current: customer([], '1') }, { readCustomer, update });
    expect(outcome).toEqual({ kind: 'unchanged', saved: true });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${MAX_SAVE_ATTEMPTS} stale answers, saying why`, async () => {
    const update = vi.fn<SaveWishDeps['update']>().mockResolvedValue(status('STALE_REVISION', 'Changed in another window.'));
    const outcome = await applySaveWish(
      { propertyId: 'LONKX', save: true, current: null },
      { readCustomer: vi.fn().mockResolvedValue(customer([])), update },
    );
    expect(outcome).toEqual({ kind: 'refused', code: 'STALE_REVISION', message: 'Changed in another window.' });
    expect(update).toHaveBeenCalledTimes(MAX_SAVE_ATTEMPTS);
  });

  it('refuses a 21st hotel without calling the server', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `H${String(index).padStart(4, '0')}`);
    const update = vi.fn<SaveWishDeps['update']>();
    const outcome = await applySaveWish({ propertyId: 'LONKX', save: true, current: customer(twenty) }, { readCustomer: vi.fn(), update });
    expect(outcome).toMatchObject({ kind: 'refused', code: 'TOO_MANY_SAVED_PROPERTIES', message: expect.stringContaining('up to 20') });
    expect(update).not.toHaveBeenCalled();
  });

  it('passes on any other refusal unchanged and does not retry it', async () => {
    const update = vi.fn<SaveWishDeps['update']>().mockResolvedValue(status('UNKNOWN_PROPERTY', 'One of those hotels does not exist.'));
    const outcome = await applySaveWish({ propertyId: 'ZZZZZ', save: true, current: customer([]) }, { readCustomer: vi.fn(), update });
    expect(outcome).toEqual({ kind: 'refused', code: 'UNKNOWN_PROPERTY', message: 'One of those hotels does not exist.' });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('says sign in when there is no member to save for', async () => {
    const outcome = await applySaveWish({ propertyId: 'NYCTS', save: true, current: null }, { readCustomer: vi.fn().mockResolvedValue(null), update: vi.fn() });
    expect(outcome).toMatchObject({ kind: 'refused', code: 'NOT_SIGNED_IN' });
  });

  it('unsaves only a hotel that is there', async () => {
    const update = vi.fn<SaveWishDeps['update']>();
    expect(await applySaveWish({ propertyId: 'LONKX', save: false, current: customer(['NYCTS']) }, { readCustomer: vi.fn(), update })).toEqual({
      kind: 'unchanged',
      saved: false,
    });
    expect(update).not.toHaveBeenCalled();
  });
});
