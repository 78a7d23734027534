import { describe, expect, it } from 'vitest';
import { handoffTarget, handoffWindowHref, isHandoffMessage } from './handoff-window';

const PARTNERS = ['https://travel-blog.example'];

describe('Portico’s own sign-in window for a partner page', () => {
  it('is the handoff page for a partner the server named, and nothing else', () => {
    const href = new URL(handoffWindowHref('https://overlays.portico.example', PARTNERS[0]!, 'ja-JP'));
    expect(handoffTarget(href.pathname, href.searchParams, PARTNERS)).toBe(PARTNERS[0]);
    expect(href.searchParams.get('locale')).toBe('ja-JP');
    expect(handoffTarget(href.pathname, new URLSearchParams({ for: 'https://elsewhere.example' }), PARTNERS)).toBeNull();
    expect(handoffTarget('/signInOverlay.mi', href.searchParams, PARTNERS)).toBeNull();
    expect(handoffTarget(href.pathname, new URLSearchParams(), PARTNERS)).toBeNull();
  });

  it('takes only a message of its own shape as a handoff', () => {
    expect(isHandoffMessage({ type: 'portico:sign-in-handoff', token: 'abc' })).toBe(true);
    for (const other of [null, 'portico:sign-in-handoff', { type: 'portico:sign-in-handoff' }, { type: 'other', token: 'abc' }, { type: 'portico:sign-in-handoff', token: 7 }]) {
      expect(isHandoffMessage(other)).toBe(false);
    }
  });
});
