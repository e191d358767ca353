#!/usr/bin/env node
// In the repository the CLI runs from TypeScript source through tsx; the published package
// points its bin at the built dist/cli.js instead.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
