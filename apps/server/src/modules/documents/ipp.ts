/**
 * Sends a PDF to the firm's network printer over IPP (the `ipp` client library): one Print-Job
 * with the document as `application/pdf`. A printer that does not answer within 15 s, or answers
 * with an error status, is a 503 problem naming the printer, never a silent loss.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import ipp from 'ipp';
import { AppError } from '../../platform/errors.ts';

export interface PrintJob {
  printerUrl: string;
  jobId: number;
}

const TIMEOUT_MS = 15_000;
const BUSY_WAIT_MS = 500;

/** One Print-Job; answers the printer's status and the job's id. */
function printJob(printer: ipp.Printer, pdf: Buffer, jobName: string) {
  return new Promise<{ status: string; jobId: unknown }>((resolve, reject) =>
    printer.execute(
      'Print-Job',
      {
        'operation-attributes-tag': {
          'requesting-user-name': 'kontor',
          'job-name': jobName,
          'document-format': 'application/pdf',
        },
        data: pdf,
      },
      (error, answer) =>
        error
          ? reject(error)
          : resolve({
              status: answer.statusCode,
              jobId: answer['job-attributes-tag']?.['job-id'],
            }),
    ),
  );
}

/**
 * Sends the PDF; a printer busy with another job (`server-error-busy`, RFC 8011 §4.1.6) is asked
 * again every half second until the time is up.
 */
export async function sendToPrinter(
  printerUrl: string,
  pdf: Buffer,
  jobName: string,
): Promise<PrintJob> {
  // The library speaks HTTP: ipp://host:631/path is http://host:631/path on the wire.
  const wire = printerUrl.replace(/^ipp:/, 'http:').replace(/^ipps:/, 'https:');
  const printer = new ipp.Printer(wire, { uri: printerUrl.replace(/^http(s?):/, 'ipp$1:') });
  const failed = (reason: string) =>
    new AppError('UNAVAILABLE', `The printer ${printerUrl} refused the job: ${reason}`, {
      errors: [{ path: 'printer', code: 'printer', message: reason }],
    });
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw failed('no answer');
    let timer: NodeJS.Timeout | undefined;
    const answer = await Promise.race([
      printJob(printer, pdf, jobName),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), left);
      }),
    ])
      .catch((error: Error) => {
        throw failed(error.message);
      })
      .finally(() => clearTimeout(timer));
    if (answer.status === 'server-error-busy' && Date.now() + BUSY_WAIT_MS < deadline) {
      await sleep(BUSY_WAIT_MS);
      continue;
    }
    if (!answer.status.startsWith('successful') || typeof answer.jobId !== 'number')
      throw failed(answer.status);
    return { printerUrl, jobId: answer.jobId };
  }
}
