/**
 * The separately built front-end apps (contract with mock-api/http/serve-apps.ts, which serves
 * `dist/{outDir}` at `base`). Add an overlay here and in serve-apps.ts.
 */
export const apps = {
  host: { root: 'host', base: '/', outDir: 'host' },
  'sign-in': { root: 'overlays/sign-in', base: '/overlays/sign-in/', outDir: 'overlays/sign-in' },
  'reservation-lookup': { root: 'overlays/reservation-lookup', base: '/overlays/reservation-lookup/', outDir: 'overlays/reservation-lookup' },
} as const;

export type AppName = keyof typeof apps;

export function isAppName(name: string): name is AppName {
  return name in apps;
}
