import { describe, expect, it } from 'vitest';
import { RasterCache } from './raster-cache';

const rendered = (size: number, tag = 'x') => ({ bytes: Buffer.alloc(size), entityTag: tag });

describe('RasterCache', () => {
  it('renders a key once and answers it from memory after', async () => {
    const cache = new RasterCache(1000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return rendered(10);
    };
    await Promise.all([cache.get('a', render), cache.get('a', render)]);
    await cache.get('a', render);
    expect(renders).toBe(1);
  });

  it('lets the least recently used go first once its bytes pass the bound', async () => {
    const cache = new RasterCache(250);
    await cache.get('a', async () => rendered(100, 'a'));
    await cache.get('b', async () => rendered(100, 'b'));
    await cache.get('a', async () => rendered(100, 'again'));
    await cache.get('c', async () => rendered(100, 'c'));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(200);
    expect((await cache.get('a', async () => rendered(100, 'new'))).entityTag).toBe('a');
    expect((await cache.get('b', async () => rendered(100, 'new'))).entityTag).toBe('new');
  });

  it('keeps nothing larger than its whole bound, and forgets a render that failed', async () => {
    const cache = new RasterCache(50);
    await cache.get('big', async () => rendered(100));
    expect(cache.size).toBe(0);
    await expect(cache.get('bad', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect((await cache.get('bad', async () => rendered(10, 'ok'))).entityTag).toBe('ok');
  });
});
