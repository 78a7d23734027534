/** The handshake must finish within this time or the host shows its failure state. */
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 8000;
