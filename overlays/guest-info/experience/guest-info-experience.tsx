/** The guest-info overlay (`/reservation/guestInfoOverlay.mi?cartId=…`): built in issue 16. */
export function GuestInfoExperience({ location }: { location: Pick<Location, 'pathname' | 'search'> }) {
  return <main aria-label="Guest information">{location.search}</main>;
}
