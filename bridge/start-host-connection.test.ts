// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectHostOptions } from './connect-host';
import { CAPABILITIES, PROTOCOL_1_AGREEMENT, type Agreement } from './protocol/version';
import { startHostConnection } from './start-host-connection';

// The handshake itself is penpal's and connect-host's; here the host's calls are played through the
// methods this module hands connectHost.
let connected: ConnectHostOptions | null = null;
let isInFrame = true;
const destroy = vi.fn();
vi.mock('./connect-host', () => ({
  isFramed: () => isInFrame,
  connectHost: (options: ConnectHostOptions) => {
    connected = options;
    return { host: new Promise(() => {}), agreement: () => PROTOCOL_1_AGREEMENT, destroy };
  },
}));

const options = { configure: { locale: 'es-ES', variant: 'accountModal', returnTo: '/', clientId: null, redirectTo: null } };
const agreed: Agreement = { protocol: 2, capabilities: [CAPABILITIES.heartbeat] };

beforeEach(() => {
  connected = null;
  isInFrame = true;
  destroy.mockReset();
});

describe('startHostConnection', () => {
  it('answers null, and connects nothing, on a page opened on its own', () => {
    isInFrame = false;
    expect(startHostConnection({ allowedHostOrigins: ['http://localhost:8080'] })).toBeNull();
    expect(connected).toBeNull();
  });

  it('starts the handshake at once, before anything is attached', () => {
    startHostConnection({ allowedHostOrigins: ['http://localhost:8080'] });
    expect(connected?.allowedHostOrigins).toEqual(['http://localhost:8080']);
  });

  it('keeps the last configure and a focus that came before attach, and hands them over on attach', () => {
    const connection = startHostConnection({ allowedHostOrigins: ['http://localhost:8080'] })!;
    connected!.methods.configure({ ...options.configure, locale: 'fr-FR' });
    connected!.methods.configure(options.configure);
    connected!.methods.focus();
    const methods = { configure: vi.fn(), focus: vi.fn() };
    connection.attach(methods);
    expect(methods.configure.mock.calls).toEqual([[options.configure]]);
    expect(methods.focus).toHaveBeenCalledOnce();
  });

  it('passes calls straight through while attached, and keeps them again once detached', () => {
    const connection = startHostConnection({ allowedHostOrigins: ['http://localhost:8080'] })!;
    const first = { configure: vi.fn(), focus: vi.fn() };
    const detach = connection.attach(first);
    connected!.methods.focus();
    expect(first.focus).toHaveBeenCalledOnce();
    detach();
    connected!.methods.configure(options.configure);
    expect(first.configure).not.toHaveBeenCalled();
    const second = { configure: vi.fn(), focus: vi.fn() };
    connection.attach(second);
    expect(second.configure).toHaveBeenCalledWith(options.configure);
  });

  it('tells an agreement to listeners, including one that subscribes after it', () => {
    const connection = startHostConnection({ allowedHostOrigins: ['http://localhost:8080'] })!;
    const early = vi.fn();
    connection.onAgreed(early);
    connected!.onAgreed!(agreed);
    const late = vi.fn();
    connection.onAgreed(late);
    expect(early).toHaveBeenCalledWith(agreed);
    expect(late).toHaveBeenCalledWith(agreed);
  });

  it('tears the connection down on destroy', () => {
    startHostConnection({ allowedHostOrigins: ['http://localhost:8080'] })!.destroy();
    expect(destroy).toHaveBeenCalledOnce();
  });
});
