/**
 * Gathers the keys asked for while one GraphQL answer is being built and reads them with one call, so a
 * field of a list (every order of my trips) costs one query, not one per item. GraphQL resolves the
 * fields of a list's items together before any of their reads come back; the batch is read once they
 * have all asked (on the next turn of the event loop), and each key is read once per answer.
 */
export type BatchLoader<Key, Value> = { load(key: Key): Promise<Value | undefined> };

export function createBatchLoader<Key, Value>(readMany: (keys: Key[]) => Promise<Map<Key, Value>>): BatchLoader<Key, Value> {
  const known = new Map<Key, Promise<Value | undefined>>();
  let pending: { key: Key; resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    readMany(batch.map((item) => item.key)).then(
      (values) => batch.forEach((item) => item.resolve(values.get(item.key))),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  };
  return {
    load(key) {
      const cached = known.get(key);
      if (cached) return cached;
      const promise = new Promise<Value | undefined>((resolve, reject) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ key, resolve, reject });
      });
      known.set(key, promise);
      return promise;
    },
  };
}

/**
 * One loader per GraphQL answer: `make` builds it the first time a context asks, and it goes with the
 * context, so nothing read for one request is ever served to another.
 */
export function perContext<Context extends object, Loaders>(make: (context: Context) => Loaders): (context: Context) => Loaders {
  const made = new WeakMap<Context, Loaders>();
  return (context) => {
    let loaders = made.get(context);
    if (!loaders) {
      loaders = make(context);
      made.set(context, loaders);
    }
    return loaders;
  };
}
