import type { ScanRecorder } from '../scans/scan-recorder';
import type { AppMetrics } from './app-metrics';
import { counterAtScrape, gaugeAtScrape } from './read-at-scrape';

/** Registers the scan recorder's counts (it runs in `serve`, beside the app): read at scrape. */
export function watchScanRecorder(metrics: AppMetrics, recorder: ScanRecorder): void {
  const { registry } = metrics;
  gaugeAtScrape(registry, 'quietzone_scans_buffered', 'Scans waiting in memory to be written.', () => recorder.pending);
  counterAtScrape(registry, 'quietzone_scans_flushed_total', 'Scans written to the database.', () => recorder.flushed);
  counterAtScrape(registry, 'quietzone_scans_dropped_total', 'Scans dropped because the buffer was full (the database down for long).', () => recorder.dropped);
}
