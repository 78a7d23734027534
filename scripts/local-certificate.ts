import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import selfsigned from 'selfsigned';

/** Where `npm run local-certificate` writes the pair, and what TLS_CERT_FILE and TLS_KEY_FILE then name. */
export const LOCAL_CERTIFICATE = { certFile: '.data/tls/localhost-cert.pem', keyFile: '.data/tls/localhost-key.pem' } as const;

export type Validity = { notBefore: Date; notAfter: Date };

/**
 * A self-signed certificate for this machine's names (localhost, 127.0.0.1, ::1): what a laptop needs to
 * serve the host, the overlays and the example over HTTPS, as a partner's site and ours are. Browsers warn
 * about it until it is trusted; the browser tests accept it explicitly.
 */
export async function makeLocalCertificate(dir: string, { notBefore, notAfter }: Validity): Promise<{ certFile: string; keyFile: string }> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: notBefore,
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }, { type: 7, ip: '::1' }] },
    ],
  });
  await mkdir(dir, { recursive: true });
  const certFile = path.join(dir, path.basename(LOCAL_CERTIFICATE.certFile));
  const keyFile = path.join(dir, path.basename(LOCAL_CERTIFICATE.keyFile));
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const notBefore = new Date();
  const notAfter = new Date(notBefore.getTime() + 365 * 24 * 3600 * 1000);
  const { certFile, keyFile } = await makeLocalCertificate(path.dirname(LOCAL_CERTIFICATE.certFile), { notBefore, notAfter });
  console.log(`Wrote ${certFile} and ${keyFile}, valid for a year. Serve over HTTPS with:\n  TLS_CERT_FILE=${certFile} TLS_KEY_FILE=${keyFile} npm start`);
}
