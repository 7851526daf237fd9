/** heic-decode ships no types: the one call we make (libheif's WebAssembly decoder, RGBA out). */
declare module 'heic-decode' {
  const decode: (input: {
    buffer: Uint8Array | ArrayBuffer;
  }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  export default decode;
}
