// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { watchIgnoredMessages } from './origin-guard';

const penpalSyn = { namespace: 'penpal', channel: undefined, type: 'SYN', participantId: 'x' };

function post(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('watchIgnoredMessages', () => {
  it('logs bridge messages from origins outside the allow-list', () => {
    const log = vi.fn();
    const stop = watchIgnoredMessages(window, ['http://localhost:8080'], log);
    post(penpalSyn, 'https://evil.example');
    expect(log).toHaveBeenCalledWith('ignored a message from an origin that is not allowed', { origin: 'https://evil.example' });
    stop();
  });

  it('stays quiet for allowed origins and for messages that are not the bridge’s', () => {
    const log = vi.fn();
    const stop = watchIgnoredMessages(window, ['http://localhost:8080'], log);
    post(penpalSyn, 'http://localhost:8080');
    post({ type: 'analytics' }, 'https://ads.example');
    post('plain string', 'https://ads.example');
    expect(log).not.toHaveBeenCalled();
    stop();
  });

  it('logs malformed bridge messages from an allowed origin', () => {
    const log = vi.fn();
    const stop = watchIgnoredMessages(window, ['http://localhost:8080'], log);
    post({ namespace: 'penpal', type: 'CALL', methodPath: 'signInSucceeded' }, 'http://localhost:8080');
    post({ namespace: 'penpal', type: 'EXPLODE' }, 'http://localhost:8080');
    post({ namespace: 'penpal', type: 'SYN' }, 'http://localhost:8080');
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith('ignored a malformed bridge message', { origin: 'http://localhost:8080' });
    stop();
  });

  it('stops when asked', () => {
    const log = vi.fn();
    watchIgnoredMessages(window, [], log)();
    post(penpalSyn, 'https://evil.example');
    expect(log).not.toHaveBeenCalled();
  });
});
