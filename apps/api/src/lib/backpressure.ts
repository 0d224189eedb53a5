import { Duplex, type Readable } from 'node:stream';

/**
 * Waits while the reply is not reading (a slow client): the workbook's output stream is then
 * full, and producing more rows would only pile them up in memory. Throws once the stream is
 * closed (the client went away), which stops the producer.
 */
export async function waitForDrain(output: Readable): Promise<void> {
  if (output.destroyed) throw new Error('download stream closed');
  // lib/excel's stream is a Transform: rows are written into it and the reply reads it.
  if (!(output instanceof Duplex) || !output.writableNeedDrain) return;
  const stream = output;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', closed);
      resolve();
    };
    const closed = () => {
      stream.off('drain', done);
      reject(new Error('download stream closed'));
    };
    stream.once('drain', done);
    stream.once('close', closed);
  });
}
