/** One sample line of the Prometheus text format: `name{label="value",…} value`. */
export interface PrometheusSample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;

/**
 * Parses the text exposition format (0.0.4) strictly enough for tests: every non-comment line
 * must be a sample, every sample's family must have a `# TYPE` line before it.
 */
export function parsePrometheus(text: string): PrometheusSample[] {
  const typed = new Set<string>();
  const samples: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) typed.add(type[1]!);
    if (line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name, labelText = '', valueText] = match;
    const family = name!.replace(/_(bucket|sum|count)$/, '');
    if (!typed.has(name!) && !typed.has(family)) throw new Error(`sample before its # TYPE line: ${line}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    let read = 0;
    for (let label = LABEL.exec(labelText); label; label = LABEL.exec(labelText)) {
      labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      read = LABEL.lastIndex;
    }
    if (read !== labelText.length) throw new Error(`unreadable labels: ${line}`);
    samples.push({ name: name!, labels, value: valueText === '+Inf' ? Infinity : valueText === '-Inf' ? -Infinity : Number(valueText) });
  }
  return samples;
}

/** The value of the one sample with this name and (at least) these labels; undefined when none. */
export function sampleValue(samples: readonly PrometheusSample[], name: string, labels: Readonly<Record<string, string>> = {}): number | undefined {
  const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
