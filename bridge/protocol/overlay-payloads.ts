import * as v from 'valibot';

/**
 * What crosses the frame from the host to an overlay, as valibot schemas: the source of their static
 * types (../protocol.ts) and of the check each received call passes. Kept apart from the host's
 * payloads so an overlay's bundle carries only the schemas it checks.
 */

/** A path on the receiving page's own site; the receiver still judges where it leads. */
const sitePath = v.pipe(v.string(), v.maxLength(2048));

/** Sent by the host once the handshake completes, and again whenever it changes. */
export const overlayOptionsSchema = v.pipe(
  v.object({
    /** BCP 47 locale the overlay renders in, e.g. en-US. */
    locale: v.pipe(v.string(), v.maxLength(35)),
    /** Which form of the overlay; each overlay names its own and treats an unknown one as its default. */
    variant: v.pipe(v.string(), v.maxLength(64)),
    /** Where the host wants to be after a success that leaves the page (a same-site path). */
    returnTo: sitePath,
    /** The embedding team's client id, for promotions tied to it; null when none. */
    clientId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
    /** A target the host chose on purpose for after a success; it wins over `returnTo`. Null when none. */
    redirectTo: v.nullable(sitePath),
  }),
  v.description('locale, variant, returnTo, clientId and redirectTo for the overlay'),
);

/** What each side says of itself after the handshake (protocol 2 on): see version.ts. */
export const helloSchema = v.object({
  /** The newest protocol this side speaks. */
  protocol: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The oldest protocol this side still speaks. */
  oldestProtocol: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** What this side offers beyond the protocol's base (names from CAPABILITIES; unknown names are ignored). */
  capabilities: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(32)),
});
