/** The part of sigex's `ncalayer-js-client` (plain JS, no types of its own) that the signer uses. */
declare module 'ncalayer-js-client' {
  export class NCALayerError extends Error {
    canceledByUser?: boolean;
  }
  export class NCALayerClient {
    constructor(url?: string, allowKmdHttpApi?: boolean);
    url: string;
    wsConnection: WebSocket | null;
    kmdHttpApiUrl: string;
    connect(): Promise<string>;
    basicsSignXML(
      allowedStorages: string[] | null,
      data: string,
      signingParams: object,
      signerParams: object,
      locale?: string,
    ): Promise<string | string[]>;
    basicsSignCMS(
      allowedStorages: string[] | null,
      data: string,
      signingParams: object,
      signerParams: object,
      locale?: string,
    ): Promise<string | string[]>;
    getActiveTokens(): Promise<string[]>;
    signXml(storageType: string, xml: string, keyType?: string): Promise<string>;
    createCAdESFromBase64(storageType: string, data: string, keyType?: string, attach?: boolean): Promise<string>;
    static get basicsStorageAll(): null;
    static get fileStorageType(): string;
    static get basicsCMSParamsDetached(): object;
    static get basicsCMSParamsAttached(): object;
    static get basicsXMLParams(): object;
  }
}
