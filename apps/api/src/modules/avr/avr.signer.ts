import 'reflect-metadata';
import { createHash, createPrivateKey, webcrypto } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

pkijs.setEngine(
  'node',
  new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as pkijs.CryptoEngineParameters['crypto'] }),
);

/** Jetkiz's own organisation key: signs every act first (CMS, detached, over the exact issued PDF bytes). */
export type JetkizSigner = {
  certificatePem: string;
  /**
   * The PKCS#8 key, when the signer was loaded from a file: the monthly issue's worker threads build their own signer
   * from it (a CryptoKey cannot cross threads). Without it the acts are signed on the main thread.
   */
  pkcs8?: Uint8Array;
  /** Base64 DER of a CMS SignedData (sha256WithRSA; contentType, signingTime, messageDigest; the certificate). */
  sign(data: Uint8Array, signingTime: Date): Promise<string>;
};

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
} as const;

const arrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const pemBody = (pem: string, label: string): Buffer | null => {
  const m = new RegExp(`-----BEGIN ${label}-----([\\s\\S]+?)-----END ${label}-----`).exec(pem);
  return m?.[1] ? Buffer.from(m[1].replace(/\s/g, ''), 'base64') : null;
};
const toPem = (der: ArrayBuffer | Uint8Array, label: string) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der instanceof Uint8Array ? der : new Uint8Array(der))
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trim()}\n-----END ${label}-----\n`;

export const importRsaKey = (pkcs8: Uint8Array) =>
  webcrypto.subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);

/** A signer from a certificate (PEM) and its RSA private key. */
export const createJetkizSigner = (certificatePem: string, privateKey: webcrypto.CryptoKey, pkcs8?: Uint8Array): JetkizSigner => {
  const der = pemBody(certificatePem, 'CERTIFICATE');
  if (!der) throw new Error('the Jetkiz signing certificate is not PEM');
  const certificate = pkijs.Certificate.fromBER(arrayBuffer(der));
  return {
    certificatePem,
    ...(pkcs8 ? { pkcs8 } : {}),
    async sign(data, signingTime) {
      const signedData = new pkijs.SignedData({
        version: 1,
        encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
        signerInfos: [
          new pkijs.SignerInfo({
            version: 1,
            sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
            signedAttrs: new pkijs.SignedAndUnsignedAttributes({
              type: 0,
              attributes: [
                new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
                new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: signingTime })] }),
                new pkijs.Attribute({
                  type: OID.messageDigest,
                  values: [new asn1js.OctetString({ valueHex: arrayBuffer(createHash('sha256').update(data).digest()) })],
                }),
              ],
            }),
          }),
        ],
        certificates: [certificate],
      });
      await signedData.sign(privateKey, 0, 'SHA-256');
      const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
      return Buffer.from(info.toSchema().toBER()).toString('base64');
    },
  };
};

/** The certificate and PKCS#8 key inside a PKCS#12 file (password-protected, PBES2 as OpenSSL 3 and NCA RK write it). */
const readPkcs12 = async (bytes: Uint8Array, password: string): Promise<{ certificatePem: string; pkcs8: Uint8Array }> => {
  const pass = arrayBuffer(new TextEncoder().encode(password));
  const pfx = pkijs.PFX.fromBER(arrayBuffer(bytes));
  await pfx.parseInternalValues({ password: pass, checkIntegrity: true });
  const safe = pfx.parsedValue?.authenticatedSafe;
  if (!safe) throw new Error('PKCS#12: no authenticated safe');
  await safe.parseInternalValues({ safeContents: safe.safeContents.map(() => ({ password: pass })) });
  let certificatePem: string | undefined;
  let pkcs8: Uint8Array | undefined;
  for (const contents of safe.parsedValue?.safeContents ?? []) {
    for (const bag of (contents.value as pkijs.SafeContents).safeBags) {
      if (bag.bagId === OID.shroudedKeyBag) {
        const shrouded = bag.bagValue as pkijs.PKCS8ShroudedKeyBag;
        // Protected in the typings, public in use (pkijs's own PKCS#12 example calls it).
        await (shrouded as unknown as { parseInternalValues(p: { password: ArrayBuffer }): Promise<void> }).parseInternalValues({
          password: pass,
        });
        if (shrouded.parsedValue) pkcs8 = new Uint8Array(shrouded.parsedValue.toSchema().toBER());
      } else if (bag.bagId === OID.keyBag) {
        pkcs8 = new Uint8Array((bag.bagValue as pkijs.PrivateKeyInfo).toSchema().toBER());
      } else if (bag.bagId === OID.certBag && !certificatePem) {
        const parsed = (bag.bagValue as pkijs.CertBag).parsedValue;
        // The end-entity certificate: NCA's files hold only it; a chain lists it first.
        if (parsed instanceof pkijs.Certificate) certificatePem = toPem(parsed.toSchema().toBER(), 'CERTIFICATE');
      }
    }
  }
  if (!certificatePem || !pkcs8) throw new Error('PKCS#12: no certificate or no private key');
  return { certificatePem, pkcs8 };
};

/**
 * Loads Jetkiz's signing key from JETKIZ_SIGNING_KEY_FILE: PKCS#12 (.p12, .pfx) with its password, or PEM holding
 * the certificate and a PKCS#8 key (encrypted with the password, or plain).
 */
export const loadJetkizSigner = async (file: string, password: string | undefined): Promise<JetkizSigner> => {
  const bytes = new Uint8Array(await readFile(file));
  const text = Buffer.from(bytes).toString('latin1');
  if (text.includes('-----BEGIN CERTIFICATE-----')) {
    const certificatePem = toPem(pemBody(text, 'CERTIFICATE') as Buffer, 'CERTIFICATE');
    const key = createPrivateKey({ key: text, format: 'pem', ...(password ? { passphrase: password } : {}) });
    const pkcs8 = new Uint8Array(key.export({ type: 'pkcs8', format: 'der' }));
    return createJetkizSigner(certificatePem, await importRsaKey(pkcs8), pkcs8);
  }
  const { certificatePem, pkcs8 } = await readPkcs12(bytes, password ?? '');
  return createJetkizSigner(certificatePem, await importRsaKey(pkcs8), pkcs8);
};
