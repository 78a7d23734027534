import { describe, expect, it, vi } from 'vitest';
import { BridgeErrorCode } from '../bridge-error';
import { checkCall, type Handler } from './check-call';
import { paymentHostContract, signInHostContract } from './host-contracts';
import { overlayContract } from './overlay-contract';

const options = { locale: 'en-US', variant: 'compact', returnTo: '/account', clientId: null, redirectTo: null };

/** Calls `method` of `contract` as a peer would, with a spy for its handler and for the log. */
function call(contract: Parameters<typeof checkCall>[0], method: string, args: unknown[]) {
  const handler = vi.fn<Handler>(() => 'answered');
  const log = vi.fn();
  let result: unknown;
  let error: unknown;
  try {
    result = checkCall(contract, method, args, () => ({ [method]: handler }), log);
  } catch (thrown) {
    error = thrown;
  }
  return { handler, log, result, error: error as Error | undefined };
}

/** Everything a refusal tells anyone: the thrown message and all the log received. */
const everythingSaid = ({ log, error }: ReturnType<typeof call>) => `${error?.message} ${JSON.stringify(log.mock.calls)}`;

describe('checkCall', () => {
  it('runs the handler with the parsed arguments of a well-formed call and answers what it answers', () => {
    const outcome = call(overlayContract, 'configure', [options]);
    expect(outcome.error).toBeUndefined();
    expect(outcome.handler).toHaveBeenCalledExactlyOnceWith(options);
    expect(outcome.result).toBe('answered');
    expect(outcome.log).not.toHaveBeenCalled();
  });

  it('drops the object keys and trailing arguments a newer peer adds instead of refusing the call', () => {
    const configured = call(overlayContract, 'configure', [{ ...options, theme: 'dark' }]);
    expect(configured.error).toBeUndefined();
    expect(configured.handler).toHaveBeenCalledExactlyOnceWith(options);

    const resized = call(signInHostContract, 'resized', [420, { isAnimated: true }]);
    expect(resized.error).toBeUndefined();
    expect(resized.handler).toHaveBeenCalledExactlyOnceWith(420);
  });

  it('refuses an argument of the wrong type with INVALID_MESSAGE, never running the handler', () => {
    const outcome = call(signInHostContract, 'resized', ['420px']);
    expect(outcome.error).toMatchObject({ name: 'BridgeError', code: BridgeErrorCode.InvalidMessage });
    expect(outcome.error?.message).toMatch(/^INVALID_MESSAGE: /);
    expect(outcome.handler).not.toHaveBeenCalled();
    expect(outcome.log).toHaveBeenCalledExactlyOnceWith('refused a malformed call', { method: 'resized', reason: 'argument 1: expected number' });
  });

  it('refuses a call that leaves out a field, naming each missing field', () => {
    const outcome = call(overlayContract, 'configure', [{ locale: 'en-US' }]);
    expect(outcome.error?.message).toMatch(/^INVALID_MESSAGE: configure: /);
    expect(outcome.handler).not.toHaveBeenCalled();
    const [[message, detail]] = outcome.log.mock.calls as [[string, { method: string; reason: string }]];
    expect(message).toBe('refused a malformed call');
    expect(detail.method).toBe('configure');
    for (const field of ['variant', 'returnTo', 'clientId', 'redirectTo']) expect(detail.reason).toContain(`argument 1.${field}`);
    expect(detail.reason).not.toContain('argument 1.locale');
  });

  it('refuses a call that leaves out an argument', () => {
    const outcome = call(signInHostContract, 'resized', []);
    expect(outcome.error).toMatchObject({ code: BridgeErrorCode.InvalidMessage });
    expect(outcome.handler).not.toHaveBeenCalled();
    expect(outcome.log).toHaveBeenCalledWith('refused a malformed call', { method: 'resized', reason: 'argument 1: expected number' });
  });

  it('names where the call went wrong and what was expected, never the value it received', () => {
    const wrongType = call(signInHostContract, 'resized', ['4111111111111111']);
    const tooLong = call(overlayContract, 'configure', [{ ...options, locale: 'hunter2'.repeat(10) }]);
    const badFormat = call(paymentHostContract, 'paymentCompleted', [{ cartId: 'C1', revisionNumber: 3, brand: 'visa', lastFour: '4111111111111111' }]);
    const unknownEvent = call(signInHostContract, 'emit', [{ name: 'hunter2', detail: {} }]);
    const nestedWrongType = call(overlayContract, 'configure', [{ ...options, clientId: 4111111111111111 }]);

    expect(tooLong.log).toHaveBeenCalledWith('refused a malformed call', { method: 'configure', reason: 'argument 1.locale: expected <=35' });
    expect(badFormat.log).toHaveBeenCalledWith('refused a malformed call', { method: 'paymentCompleted', reason: expect.stringMatching(/^argument 1\.lastFour: expected /) });
    expect(unknownEvent.log).toHaveBeenCalledWith('refused a malformed call', { method: 'emit', reason: expect.stringMatching(/^argument 1\.name: expected .*"signInFailed"/) });
    expect(nestedWrongType.log).toHaveBeenCalledWith('refused a malformed call', { method: 'configure', reason: 'argument 1.clientId: expected string' });
    for (const outcome of [wrongType, tooLong, badFormat, unknownEvent, nestedWrongType]) {
      expect(outcome.handler).not.toHaveBeenCalled();
      expect(everythingSaid(outcome)).not.toContain('4111111111111111');
      expect(everythingSaid(outcome)).not.toContain('hunter2');
    }
  });

  it('refuses a method the contract does not list, even when a handler by that name exists', () => {
    const outcome = call(signInHostContract, 'paymentCompleted', [{ cartId: 'C1', revisionNumber: 3, brand: 'visa', lastFour: '1111' }]);
    expect(outcome.error).toMatchObject({ name: 'BridgeError', code: BridgeErrorCode.InvalidMessage });
    expect(outcome.error?.message).toMatch(/^INVALID_MESSAGE: paymentCompleted /);
    expect(outcome.handler).not.toHaveBeenCalled();
  });

  it('refuses a method name every object inherits, such as toString or constructor', () => {
    for (const method of ['toString', 'constructor', '__proto__']) {
      const outcome = call(signInHostContract, method, []);
      expect(outcome.error).toMatchObject({ name: 'BridgeError', code: BridgeErrorCode.InvalidMessage });
      expect(outcome.handler).not.toHaveBeenCalled();
    }
  });

  it('refuses a well-formed call that the page has no handler for', () => {
    expect(() => checkCall(signInHostContract, 'close', [], () => ({}), vi.fn())).toThrow(/^INVALID_MESSAGE: close is not handled here\.$/);
  });
});
