import { describe, expect, it } from 'vitest';
import { BridgeError, BridgeErrorCode, errorForPeer, fromPeerError } from './bridge-error';

/** What the other side receives: penpal carries an error's name and message only. */
function acrossTheFrame(error: Error): Error {
  const received = new Error(error.message);
  received.name = error.name;
  return received;
}

describe('bridge error serialization', () => {
  it('round-trips a BridgeError including its code through the name and message penpal carries', () => {
    const sent = errorForPeer(BridgeErrorCode.NavigationRefused, 'This page does not allow going there.');
    expect(sent).toMatchObject({ name: 'BridgeError', message: 'NAVIGATION_REFUSED: This page does not allow going there.' });
    const received = fromPeerError(acrossTheFrame(sent));
    expect(received).toBeInstanceOf(BridgeError);
    expect(received).toMatchObject({ code: BridgeErrorCode.NavigationRefused, message: 'This page does not allow going there.' });
  });

  it('keeps a message that runs over several lines', () => {
    const received = fromPeerError(acrossTheFrame(errorForPeer(BridgeErrorCode.InvalidMessage, 'resized: argument 1\nexpected number')));
    expect(received).toMatchObject({ code: BridgeErrorCode.InvalidMessage, message: 'resized: argument 1\nexpected number' });
  });

  it('answers null for an error that is not a BridgeError, even when its message looks like one', () => {
    expect(fromPeerError(new Error('INVALID_MESSAGE: resized: argument 1: expected number'))).toBeNull();
    expect(fromPeerError(Object.assign(new TypeError('OVERLAY_LOST: gone'), { name: 'TypeError' }))).toBeNull();
  });

  it('answers null for a BridgeError whose code is not one of ours', () => {
    const unknown = new Error('SOMETHING_NEW: a newer peer refused this');
    unknown.name = 'BridgeError';
    expect(fromPeerError(unknown)).toBeNull();
    const uncoded = new Error('no code at all');
    uncoded.name = 'BridgeError';
    expect(fromPeerError(uncoded)).toBeNull();
  });

  it('answers null for something thrown that is not an Error', () => {
    expect(fromPeerError({ name: 'BridgeError', message: 'OVERLAY_LOST: gone' })).toBeNull();
    expect(fromPeerError('OVERLAY_LOST: gone')).toBeNull();
    expect(fromPeerError(undefined)).toBeNull();
  });
});
