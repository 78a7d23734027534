/**
 * The states and provinces the guest form lists (spec 02 section 7, "state lookup"), by ISO 3166-2
 * subdivision code without its country prefix (`NY`, `ON`, `NSW`, `CMX`). The countries listed are the
 * ones whose addresses are written with a state (our hotels' guests most often live there); any other
 * country's state, where it has one, is typed as free text.
 */
const table = (rows: string) =>
  rows
    .trim()
    .split('\n')
    .map((line) => {
      const [code, ...name] = line.trim().split(' ');
      return { code: code!, name: name.join(' ') };
    });

export type StateProvince = { code: string; name: string };

export const STATES_PROVINCES: Readonly<Record<string, readonly StateProvince[]>> = {
  US: table(`
AL Alabama
AK Alaska
AZ Arizona
AR Arkansas
CA California
CO Colorado
CT Connecticut
DE Delaware
DC District of Columbia
FL Florida
GA Georgia
HI Hawaii
ID Idaho
IL Illinois
IN Indiana
IA Iowa
KS Kansas
KY Kentucky
LA Louisiana
ME Maine
MD Maryland
MA Massachusetts
MI Michigan
MN Minnesota
MS Mississippi
MO Missouri
MT Montana
NE Nebraska
NV Nevada
NH New Hampshire
NJ New Jersey
NM New Mexico
NY New York
NC North Carolina
ND North Dakota
OH Ohio
OK Oklahoma
OR Oregon
PA Pennsylvania
RI Rhode Island
SC South Carolina
SD South Dakota
TN Tennessee
TX Texas
UT Utah
VT Vermont
VA Virginia
WA Washington
WV West Virginia
WI Wisconsin
WY Wyoming
PR Puerto Rico`),
  CA: table(`
AB Alberta
BC British Columbia
MB Manitoba
NB New Brunswick
NL Newfoundland and Labrador
NS Nova Scotia
NT Northwest Territories
NU Nunavut
ON Ontario
PE Prince Edward Island
QC Quebec
SK Saskatchewan
YT Yukon`),
  AU: table(`
ACT Australian Capital Territory
NSW New South Wales
NT Northern Territory
QLD Queensland
SA South Australia
TAS Tasmania
VIC Victoria
WA Western Australia`),
  MX: table(`
AGU Aguascalientes
BCN Baja California
BCS Baja California Sur
CAM Campeche
CHP Chiapas
CHH Chihuahua
CMX Ciudad de México
COA Coahuila
COL Colima
DUR Durango
GUA Guanajuato
GRO Guerrero
HID Hidalgo
JAL Jalisco
MEX Estado de México
MIC Michoacán
MOR Morelos
NAY Nayarit
NLE Nuevo León
OAX Oaxaca
PUE Puebla
QUE Querétaro
ROO Quintana Roo
SLP San Luis Potosí
SIN Sinaloa
SON Sonora
TAB Tabasco
TAM Tamaulipas
TLA Tlaxcala
VER Veracruz
YUC Yucatán
ZAC Zacatecas`),
};

/** The states of `country` (upper case), or an empty list when it has none listed. */
export function statesOf(country: string): readonly StateProvince[] {
  // Own keys only: `toString` or `__proto__` is no country.
  return hasListedStates(country) ? STATES_PROVINCES[country]! : [];
}

export function hasListedStates(country: string): boolean {
  return Object.hasOwn(STATES_PROVINCES, country);
}
