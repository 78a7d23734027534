/** Where the bridge writes why it refused something; defaults to the console. */
export type BridgeLog = (message: string, detail: Record<string, unknown>) => void;

export const consoleBridgeLog: BridgeLog = (message, detail) => console.warn(`[portico bridge] ${message}`, detail);
