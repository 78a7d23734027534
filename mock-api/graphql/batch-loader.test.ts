import { describe, expect, it } from 'vitest';
import { createBatchLoader, perContext } from './batch-loader';

describe('createBatchLoader', () => {
  it('reads every key asked for in one turn with one call, each key once', async () => {
    const calls: number[][] = [];
    const loader = createBatchLoader(async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.map((key) => [key, key * 10]));
    });
    const values = await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(3)]);
    expect(values).toEqual([10, 20, 10, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(await loader.load(2)).toBe(20);
    expect(calls).toHaveLength(1);
  });

  it('batches keys asked after each has awaited something of its own, as resolvers of a list do', async () => {
    const calls: string[][] = [];
    const loader = createBatchLoader(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const resolver = async (key: string) => {
      await Promise.resolve();
      await Promise.resolve();
      return loader.load(key);
    };
    expect(await Promise.all(['a', 'b', 'c'].map(resolver))).toEqual(['A', 'B', 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
  });

  it('answers undefined for a key the read left out, and passes a failed read to every key of its batch', async () => {
    const partial = createBatchLoader(async () => new Map([['known', 1]]));
    expect(await Promise.all([partial.load('known'), partial.load('unknown')])).toEqual([1, undefined]);
    const failing = createBatchLoader<string, number>(async () => {
      throw new Error('database gone');
    });
    await expect(Promise.all([failing.load('a'), failing.load('b')])).rejects.toThrow('database gone');
  });
});

describe('perContext', () => {
  it('makes one set of loaders per context and never shares it with another', () => {
    let made = 0;
    const loaders = perContext((_context: object) => ({ id: (made += 1) }));
    const first = {};
    const second = {};
    expect(loaders(first)).toBe(loaders(first));
    expect(loaders(second)).not.toBe(loaders(first));
    expect(made).toBe(2);
  });
});
