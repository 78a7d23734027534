/**
 * Encrypts a password with RSA-OAEP (SHA-256) under the server's SPKI public key, so it never
 * travels or lands in a log as plain text even where TLS ends early. Returns base64.
 */
export async function encryptPassword(password: string, publicKeySpkiBase64: string): Promise<string> {
  const der = Uint8Array.from(atob(publicKeySpkiBase64), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  let binary = '';
  for (const byte of new Uint8Array(cipher)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
