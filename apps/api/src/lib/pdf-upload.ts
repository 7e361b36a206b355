// Bukti potong PDFs (issue 31), judged by content like every upload (upload-form.ts): a PDF starts with its
// header `%PDF-1.x` (or 2.0) and has its end-of-file marker near the end; anything else is a 415 naming the
// field, an empty file a 422. The file is stored as it came (never parsed on the server) and only ever
// answered as `application/pdf` behind a short-lived signed link (routes/api/withholdings/pdf-link.ts).
import { AppError } from './app-error.ts';
import { EMPTY_FILE_MESSAGE } from './image-upload.ts';

export const NOT_A_PDF_MESSAGE = 'File harus berupa PDF.';

export interface UploadedPdf {
  field: string;
  bytes: Buffer;
}

const HEADER = /^%PDF-[12]\.\d/;

/** Whether `bytes` look like a whole PDF: its header first, its `%%EOF` in the last KB. */
export function isPdf(bytes: Buffer): boolean {
  if (!HEADER.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  return bytes
    .subarray(Math.max(0, bytes.length - 1024))
    .toString('latin1')
    .includes('%%EOF');
}

export async function checkPdf(field: string, _filename: string, bytes: Buffer): Promise<UploadedPdf> {
  if (bytes.length === 0) throw AppError.field(field, EMPTY_FILE_MESSAGE);
  if (!isPdf(bytes)) throw new AppError(415, `${NOT_A_PDF_MESSAGE} (${field})`);
  return { field, bytes };
}
