// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { watchForeignMessages } from './origin-guard';

const penpalSyn = { namespace: 'penpal', channel: undefined, type: 'SYN', participantId: 'x' };

function post(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('watchForeignMessages', () => {
  it('logs bridge messages from origins outside the allow-list', () => {
    const log = vi.fn();
    const stop = watchForeignMessages(window, ['http://localhost:8080'], log);
    post(penpalSyn, 'https://evil.example');
    expect(log).toHaveBeenCalledWith('ignored a message from an origin that is not allowed', { origin: 'https://evil.example' });
    stop();
  });

  it('stays quiet for allowed origins and for messages that are not the bridge’s', () => {
    const log = vi.fn();
    const stop = watchForeignMessages(window, ['http://localhost:8080'], log);
    post(penpalSyn, 'http://localhost:8080');
    post({ type: 'analytics' }, 'https://ads.example');
    post('plain string', 'https://ads.example');
    expect(log).not.toHaveBeenCalled();
    stop();
  });

  it('stops when asked', () => {
    const log = vi.fn();
    watchForeignMessages(window, [], log)();
    post(penpalSyn, 'https://evil.example');
    expect(log).not.toHaveBeenCalled();
  });
});
