import { referenceMaskInverts } from './reference-data-mask';
import { readFormatInformation, writeFormatInformation } from './reference-format-information';
import { referenceFunctionModules, versionOfSize } from './reference-function-modules';

/**
 * Test oracle: the same symbol under data mask `mask` (ISO/IEC 18004:2015 §7.8.2). The mask in
 * use is read from the format information, XORed out of every data module and the new one
 * XORed in; function modules stay as they are (§7.8.1: masking applies to the encoding
 * region only) and the format information is rewritten to name the new mask.
 */
export function referenceRemask(symbol: { size: number; modules: Uint8Array }, mask: number): Uint8Array {
  const { size } = symbol;
  const functionModules = referenceFunctionModules(versionOfSize(size));
  const present = readFormatInformation(symbol);
  const modules = symbol.modules.slice();
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const index = row * size + column;
      if (functionModules[index] === 1) continue;
      let module = modules[index]!;
      if (referenceMaskInverts(present.mask, row, column)) module = 1 - module;
      if (referenceMaskInverts(mask, row, column)) module = 1 - module;
      modules[index] = module;
    }
  }
  writeFormatInformation(size, modules, present.ecc, mask);
  return modules;
}
