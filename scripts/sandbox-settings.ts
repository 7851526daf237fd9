/**
 * The settings of `npm start` itself (not the API's): where it runs the sandboxes of outside parties. It passes their
 * addresses and credentials to the API as the API's ordinary settings (SMS_API_URL, CARRIER_URLS, BANK_*), so the
 * API never reads these.
 */
import { Type } from 'typebox';

const port = (fallback: number, description: string) =>
  Type.Integer({ default: fallback, minimum: 0, maximum: 65_535, description });

export const SANDBOX_SETTINGS = Type.Object({
  SANDBOX_SMS_PORT: port(8081, 'Where npm start runs the SMS sandbox (when SMS_API_URL is not set); 0: any free port.'),
  SANDBOX_STEPPE_PORT: port(8082, 'Where npm start runs the Steppe Express sandbox (when CARRIER_URLS is not set).'),
  SANDBOX_ALTYN_PORT: port(8083, 'Where npm start runs the Altyn Cargo sandbox (when CARRIER_URLS is not set).'),
  SANDBOX_BANK_PORT: port(8084, 'Where npm start runs the bank sandbox (when BANK_API_URL is not set).'),
});
