import { describe, expect, it } from 'vitest';
import { OVERLAY_METHODS } from '../connect-host';
import { overlayContract } from './overlay-contract';

describe('overlayContract', () => {
  // The overlay offers OVERLAY_METHODS before its schemas have loaded; the two lists must not drift apart.
  it('lists the same methods the overlay side offers before its checks load', () => {
    expect([...OVERLAY_METHODS]).toEqual(Object.keys(overlayContract));
  });
});
