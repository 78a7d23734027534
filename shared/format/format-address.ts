/** The parts of a postal address the pages print (a subset of the schema's PostalAddress). */
export type AddressParts = {
  line1: string;
  line2?: string | null;
  line3?: string | null;
  city: string;
  stateProvince?: { code: string } | null;
  country: { description: string };
  postalCode?: string | null;
};

/** Lines of an address as printed on a hotel page: street lines, then city with region and post code, then country. */
export function formatAddressLines(address: AddressParts): string[] {
  const street = [address.line1, address.line2, address.line3].filter((line): line is string => Boolean(line));
  const locality = [address.city, [address.stateProvince?.code, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [...street, locality, address.country.description];
}
