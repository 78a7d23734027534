type GuestOnRoom = { isPrimary: boolean; name: { title?: string | null; givenName: string; surname: string } };

/** The names on a room, the primary guest first: "Mr Noah Patel", "Ava Morgan". Names are the guests' own, in no language. */
export function guestNames(guests: readonly GuestOnRoom[]): string[] {
  return [...guests]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map(({ name }) => [name.title, name.givenName, name.surname].filter(Boolean).join(' '));
}
