import zlib from 'node:zlib';

// PNG chunk CRC (ISO 3309 / ITU-T V.42, the one zlib computes). zlib.crc32 exists from Node
// 20.15; the engines floor is 20.9, so older runtimes get the classic table-driven version.
const TABLE = /* @__PURE__ */ (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function tableCrc32(data: Uint8Array, value = 0): number {
  let crc = ~value >>> 0;
  for (let i = 0; i < data.length; i++) crc = TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** CRC-32 of `data`, continuing from `value` (0 to start). */
export const crc32: (data: Uint8Array, value?: number) => number =
  typeof zlib.crc32 === 'function' ? (data, value) => zlib.crc32(data, value) : tableCrc32;

export { tableCrc32 };
