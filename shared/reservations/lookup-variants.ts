/**
 * The forms of the find-reservation overlay, named by the host that frames it (the bridge carries the
 * name as a plain string and knows no screens). `dialog`: the header's modal, with Cancel and Escape
 * closing it. `page`: the host's lookup page, where there is nothing to close. `summary`: a page of
 * another site, which cannot follow the guest to the chain's reservation page (its lookup is kept for that
 * site only): the found reservation is shown in the overlay, and the page told `reservationFound`.
 */
export const LOOKUP_VARIANTS = ['dialog', 'page', 'summary'] as const;
export type LookupVariant = (typeof LOOKUP_VARIANTS)[number];

/** A name this overlay does not know reads as `fallback`. */
export function parseLookupVariant(value: string | null | undefined, fallback: LookupVariant = 'dialog'): LookupVariant {
  return (LOOKUP_VARIANTS as readonly string[]).includes(value ?? '') ? (value as LookupVariant) : fallback;
}
