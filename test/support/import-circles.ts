/**
 * The import circles of a module graph (file → the files it imports), one per strongly connected
 * component of more than one file or a file importing itself, each written from its first file
 * in sorted order back to that file. Tarjan's algorithm: every circle is found, not only the
 * first one a depth-first walk meets.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];

  const connect = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = component.length === 1 && (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) components.push(component);
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return components.map((component) => circleThrough(graph, new Set(component))).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One circle inside a strongly connected component, from its first file back to it. */
function circleThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of [...(graph.get(file) ?? [])].sort()) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
