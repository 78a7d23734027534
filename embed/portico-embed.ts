/**
 * PLACEHOLDER for the plain-script loader (`Portico.open(name, options)`), which another change replaces
 * wholesale. It exists so the loader's build target, its bundled declarations and the example page can
 * be built and served before the real loader lands; every open fails with a clear error.
 */

declare global {
  interface Window {
    /** The loader's global, typed loosely until the real loader declares `PorticoApi`. */
    Portico: { version: string; open(name: string, options?: Record<string, unknown>): never };
  }
}

window.Portico = {
  version: '1',
  open() {
    throw new Error('Portico.open: the embed loader is not built yet (embed/portico-embed.ts is a placeholder).');
  },
};

// A module, so `declare global` above is allowed; it exports nothing (the loader assigns window.Portico).
export {};
