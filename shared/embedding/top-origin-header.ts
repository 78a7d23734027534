const REMEMBERED_KEY = 'portico.topOrigin';

/** This document's answer, once worked out (undefined until then). */
let known: string | null | undefined;

/**
 * The origin of the top-level page this frame is in, or null when it is not framed or cannot tell.
 * Chromium and Safari list the ancestors; Firefox only has the referrer, which names the framing page
 * on the frame's first document and the overlay itself after it moves between its own pages, so the
 * first answer is kept in the frame's sessionStorage (partitioned by the top-level site, like the cookies).
 */
export function topOriginOfThisFrame(): string | null {
  if (typeof window === 'undefined') return null;
  // A document stays in the frame it was loaded in: asked on every API call, it is worked out once.
  if (known === undefined) known = readTopOrigin();
  return known;
}

function readTopOrigin(): string | null {
  if (window.top === window) return null;
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[ancestors.length - 1] ?? null;
  const told = referrerOrigin();
  if (told && told !== window.location.origin && window.parent === window.top) {
    rememberTopOrigin(told);
    return told;
  }
  return rememberedTopOrigin();
}

function referrerOrigin(): string | null {
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

function rememberTopOrigin(origin: string) {
  try {
    sessionStorage.setItem(REMEMBERED_KEY, origin);
  } catch {
    // Storage refused (a browser setting): the next page of this frame will not know, which costs its cookies only.
  }
}

function rememberedTopOrigin(): string | null {
  try {
    return sessionStorage.getItem(REMEMBERED_KEY);
  } catch {
    return null;
  }
}
