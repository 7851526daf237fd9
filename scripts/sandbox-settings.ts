/**
 * The settings of `npm start` itself (not the API's): where it runs the sandboxes of outside parties. It passes their
 * addresses and credentials to the API as the API's ordinary settings (SMS_API_URL, CARRIER_URLS, BANK_*,
 * NCALAYER_URL, SIGNATURE_TRUST_STORE, SMTP_URL), so the API never reads these.
 */
import { Type } from 'typebox';

const port = (fallback: number, description: string) =>
  Type.Integer({ default: fallback, minimum: 0, maximum: 65_535, description });

export const SANDBOX_SETTINGS = Type.Object({
  SANDBOX_SMS_PORT: port(8081, 'Where npm start runs the SMS sandbox (when SMS_API_URL is not set); 0: any free port.'),
  SANDBOX_STEPPE_PORT: port(8082, 'Where npm start runs the Steppe Express sandbox (when CARRIER_URLS is not set).'),
  SANDBOX_ALTYN_PORT: port(8083, 'Where npm start runs the Altyn Cargo sandbox (when CARRIER_URLS is not set).'),
  SANDBOX_BANK_PORT: port(8084, 'Where npm start runs the bank sandbox (when BANK_API_URL is not set).'),
  SANDBOX_NCALAYER_PORT: port(
    8085,
    'Where npm start runs the NCALayer sandbox, a WebSocket signing with test keys (when NCALAYER_URL is not set); its page at http://127.0.0.1:PORT/ picks the key.',
  ),
  SANDBOX_PKI_PORT: port(
    8086,
    "Where npm start serves the sandbox CA's CRL and OCSP (its test certificates name this address; a new port reissues them).",
  ),
  SANDBOX_MAIL_PORT: port(
    8088,
    'Where npm start serves the mail sandbox inbox (a page and JSON at /messages?to=address), when SMTP_URL is not set.',
  ),
  SANDBOX_SMTP_PORT: port(8087, 'Where the mail sandbox accepts SMTP (the API sends e-mail there), when SMTP_URL is not set.'),
  SANDBOX_PKI_DIR: Type.Optional(
    Type.String({
      description:
        'Where npm start keeps the sandbox CA and its test keys (made on the first start), relative to the repository; default DATA_DIR/sandbox-pki. Its trust-store folder is the development SIGNATURE_TRUST_STORE.',
    }),
  ),
});
