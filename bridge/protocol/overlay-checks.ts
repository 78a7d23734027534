/** The chunk an overlay loads to check what its host sends: the overlay contract's schemas, the checker and the negotiation. */
export { overlayContract as contract } from './overlay-contract';
export { checkCall } from './check-call';
export { negotiate } from './negotiate';
