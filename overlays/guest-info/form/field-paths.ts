/** Form fields a server path may name; anything else is shown above the form. */
export const KNOWN_FIELDS = new Set([
  'guest.title',
  'guest.givenName',
  'guest.surname',
  'guest.email',
  'guest.phone',
  'guest.address.countryCode',
  'guest.address.line1',
  'guest.address.line2',
  'guest.address.city',
  'guest.address.stateProvinceCode',
  'guest.address.postalCode',
  'roomRequests',
  'comments',
  'arrivalTime',
  'travelAgent.iataNumber',
  'aaaNumber',
  'isLegalConsentAccepted',
  'isPrivacyPolicyAccepted',
  'isPrepayConsentAccepted',
  'enrollment.password',
  'enrollment.smsNumber',
]);

const ADDRESS_PARTS = new Set(['line1', 'line2', 'city', 'stateProvinceCode', 'postalCode', 'countryCode']);

/**
 * The form field a server's `extensions.field` names, or null. The contract's paths follow the input
 * (`guest.address.postalCode`); its comment also shows the short `guest.postalCode`, so both are read.
 */
export function formFieldOf(path: string | null): string | null {
  if (!path) return null;
  if (KNOWN_FIELDS.has(path)) return path;
  const [head, part] = path.split('.');
  if (head === 'guest' && part && ADDRESS_PARTS.has(part)) return `guest.address.${part}`;
  if (head === 'address' && part && ADDRESS_PARTS.has(part)) return `guest.address.${part}`;
  if (head && KNOWN_FIELDS.has(`guest.${head}`)) return `guest.${head}`;
  if (head === 'smsNumber') return 'enrollment.smsNumber';
  if (head === 'encryptedPassword' || head === 'password') return 'enrollment.password';
  return null;
}
