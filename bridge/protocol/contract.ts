import * as v from 'valibot';

/**
 * The methods one side offers the other, as the schema of each method's arguments (a tuple). A
 * received call is checked against its method's schema before its handler runs (check-call.ts);
 * a method not listed is not offered at all.
 */
export type Contract = Record<string, v.GenericSchema<unknown[], unknown[]>>;

/** A method's arguments and what it is for (the embedding guide prints the description). */
export const args = <const Items extends v.TupleItems>(items: Items, description: string) => v.pipe(v.tuple(items), v.description(description));
