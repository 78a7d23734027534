import type { GuestInfoFormQuery } from '../../../shared/graphql/generated/graphql';

/**
 * Whether the form opens with "I am a travel agent" ticked: the cart saved a travel agent before, or the
 * member is in the programme. A module of its own: the entry reads it to preload the travel agent's part,
 * and the form's values (guest-info-values.ts) bring the phone rules and their metadata with them.
 */
export function startsAsTravelAgent(data: GuestInfoFormQuery): boolean {
  return Boolean(data.cart.guestInfo?.travelAgent ?? data.memberInformation?.travelAgentProgramme);
}
