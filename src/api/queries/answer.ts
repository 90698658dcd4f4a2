/**
 * The one place that unwraps answers. The fetch mutator throws on every non-2xx answer, so a
 * query only ever resolves with its success shape: `{ data }` or `{ data: { items, total } }`.
 */

interface Answered {
  status: number;
  data: unknown;
}

/** The success member of a generated response union. */
type Success<R> = Extract<R, { status: 200 | 201 }>;

export type PayloadOf<R> = Success<R> extends { data: { data: infer D } } ? D : never;
export type ItemOf<R> = PayloadOf<R> extends { items: Array<infer I> } ? I : never;

/** `{ data }` → data. */
export function payloadOf<R extends Answered>(response: R): PayloadOf<R> {
  return (response.data as { data: PayloadOf<R> }).data;
}

/** `{ data: { items, total } }` → items. */
export function itemsOf<R extends Answered>(response: R): ItemOf<R>[] {
  return (payloadOf(response) as { items?: ItemOf<R>[] }).items ?? [];
}

/** A list read for its first item (one budget per month, one family per person). */
export function firstItemOf<R extends Answered>(response: R): ItemOf<R> | null {
  return itemsOf(response)[0] ?? null;
}

/**
 * The generated options type `queryFn` as possibly `skipToken`, which suspense reads refuse; the
 * generated functions never skip, so the layer states it once here.
 */
export type Readable<O> = O extends { queryFn?: infer F }
  ? Omit<O, 'queryFn'> & { queryFn: Exclude<F, symbol | undefined> }
  : never;

export function readable<O extends { queryFn?: unknown }>(options: O): Readable<O> {
  return options as unknown as Readable<O>;
}
