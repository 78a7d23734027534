/** Why a bridge connection failed, as a closed set of codes. */
export const BridgeErrorCode = {
  Timeout: 'OVERLAY_TIMEOUT',
  Destroyed: 'OVERLAY_DESTROYED',
  NotFramed: 'OVERLAY_NOT_FRAMED',
} as const;
export type BridgeErrorCode = (typeof BridgeErrorCode)[keyof typeof BridgeErrorCode];

export class BridgeError extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BridgeError';
  }
}
