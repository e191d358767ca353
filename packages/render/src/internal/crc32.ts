// PNG chunk CRC (ISO 3309 / ITU-T V.42), table-driven and pure, so every runtime computes it alike.
const TABLE = /* @__PURE__ */ (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of `data`, continuing from `value` (0 to start). */
export function crc32(data: Uint8Array, value = 0): number {
  let crc = ~value >>> 0;
  for (let i = 0; i < data.length; i++) crc = TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}
