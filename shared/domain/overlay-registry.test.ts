import { describe, expect, it } from 'vitest';
import { apps } from '../../apps';
import { overlayRegistry } from './overlay-registry';
import { overlayPaths } from './paths';

const overlays = Object.entries(overlayRegistry);

describe('the overlay registry', () => {
  it('names each page key once across overlays, so overlayPaths loses none', () => {
    const keys = overlays.flatMap(([, overlay]) => Object.keys(overlay.pages));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(overlayPaths).sort()).toEqual([...keys].sort());
  });

  it('gives every page one overlay: no path opens two apps', () => {
    const paths = overlays.flatMap(([, overlay]) => Object.values(overlay.pages));
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of paths) expect(page).toMatch(/^\/[\w/-]+\.mi$/);
  });

  it('is what the build reads: one app per overlay, from its folder, within its budget', () => {
    for (const [name, overlay] of overlays) {
      expect(apps[name as keyof typeof apps]).toEqual({ root: overlay.entry, base: `/${overlay.entry}/`, outDir: overlay.entry, budgetKb: overlay.budgetKb });
      expect(overlay.entry).toBe(`overlays/${name}`);
    }
    expect(Object.keys(apps)).toEqual(['host', ...overlays.map(([name]) => name)]);
  });

  it('keeps the pages embedding teams already use', () => {
    expect(overlayPaths.signIn.getHref()).toBe('/signInOverlay.mi');
    expect(overlayPaths.reservationSignInOnly.path).toBe('/reservation/signInOverlay-signInOnly.mi');
    expect(overlayPaths.memberRateSignIn.path).toBe('/reservation/ersSignInOverlayRedemptionAndMemberRate.mi');
    expect(overlayPaths.reservationLookup.path).toBe('/resLookupOverlay.mi');
  });
});
