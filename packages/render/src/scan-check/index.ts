// @quietzone/render/scan-check — whether a design still scans: rendered, put through simulated
// capture and decoded by ZXing-C++ (zxing-wasm) and jsQR, optional peer dependencies loaded
// only by this entry, so the main entry's install stays light.

export { checkScan, SCAN_CONDITIONS } from './check-scan';
export type { ScanCheck, ScanCondition, ScanConditionName, ScanDecoder } from './check-scan';
export type { ScanCheckEngine } from './decoders';
export { boxBlur, growDark, halveContrast, overWhite, shrinkDark } from './capture-conditions';
export type { OpaqueImage } from './capture-conditions';
