import { xlsxChunks, type XlsxSheet } from './write-xlsx';

/**
 * An XLSX workbook as a web stream for a response body: the next chunk of rows is read only
 * when the client pulls, and a cancelled download stops the row source. A failure mid-way
 * (after the status line is sent) is reported to `onError` and errors the stream, so the
 * client sees a truncated download rather than a workbook that looks complete.
 */
export function xlsxStream(sheets: readonly XlsxSheet[], onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  const chunks = xlsxChunks(sheets);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
