/**
 * The travel-insurance entries the booking flow keeps beside the recently viewed hotels. The spec
 * clears them when the reservation-lookup page's hotel loads (spec 4): an offer made for one booking
 * must not follow the guest into a looked-up reservation.
 */
export const INSURANCE_ENTRY_KEYS = ['portico.insuranceData', 'portico.insurancePurchased', 'portico.insuranceShown'] as const;

export function clearInsuranceEntries(storage: Storage = localStorage): void {
  try {
    for (const key of INSURANCE_ENTRY_KEYS) storage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing stored to clear either.
  }
}
