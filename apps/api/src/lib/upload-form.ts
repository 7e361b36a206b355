// Multipart forms with files (payment proofs, login backgrounds, bukti potong PDFs), read one way everywhere:
// the whole form is read before anything is judged, so a refused upload writes nothing and the client gets one
// clear answer; each expected file is judged by its own check (image-upload.ts checkImage for images,
// pdf-upload.ts checkPdf for PDFs), by content, never by name or declared type.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from './app-error.ts';

export const BROKEN_FORM_MESSAGE = 'Formulir multipart rusak atau terpotong.';

/** Judges one uploaded file's bytes: answers it as kept, or throws the 4xx that says what is wrong. */
export type FileCheck<File> = (field: string, filename: string, bytes: Buffer) => Promise<File>;

export interface UploadForm<File> {
  /** The file of each expected file field that was sent (a part with no name and no bytes counts as not sent). */
  files: Partial<Record<string, File>>;
  /** Text fields, first value of each name. */
  fields: Record<string, string>;
}

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Multipart's own limits, as a 413 that says which one. */
const FORM_LIMITS: Record<string, string> = {
  FST_PARTS_LIMIT: 'Formulir berisi terlalu banyak bagian.',
  FST_FILES_LIMIT: 'Formulir berisi terlalu banyak file.',
  FST_FIELDS_LIMIT: 'Formulir berisi terlalu banyak isian.',
};

/** Multipart's own "file too large" (thrown by a part or by the iterator) as a 413 that names the limit. */
function tooLarge(error: unknown, limitBytes: number): unknown {
  const { code, part } = error as { code?: string; part?: { fieldname?: string } };
  if (code && FORM_LIMITS[code]) return new AppError(413, FORM_LIMITS[code]);
  if (code !== 'FST_REQ_FILE_TOO_LARGE') return error;
  return new AppError(
    413,
    `Ukuran file melebihi batas ${megabytes(limitBytes)}.${part?.fieldname ? ` (${part.fieldname})` : ''}`,
  );
}

/** A file part's bytes; more than `limitBytes` is a 413 that names the limit. */
export async function readFilePart(part: MultipartFile, limitBytes: number): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw tooLarge(Object.assign(error as object, { part }), limitBytes);
  }
}

/**
 * Reads a multipart form with the given file fields (each judged by `check`) and text fields. Every part is read to the end before
 * the first problem is thrown, so the client never has its upload cut off mid-stream. File parts under
 * other names are read and dropped.
 */
export async function readUploadForm<File>(
  request: FastifyRequest,
  options: { fileFields: string[]; limitBytes: number; check: FileCheck<File> },
): Promise<UploadForm<File>> {
  if (!request.isMultipart()) throw new AppError(415, 'Kirim sebagai multipart/form-data.');
  const form: UploadForm<File> = { files: {}, fields: {} };
  let problem: unknown;
  const parts = request.parts({
    limits: {
      fileSize: options.limitBytes,
      files: options.fileFields.length + 2,
      fields: 20,
      fieldSize: 1024,
      parts: 30,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!(part.fieldname in form.fields)) form.fields[part.fieldname] = String(part.value);
        continue;
      }
      try {
        const bytes = await readFilePart(part, options.limitBytes);
        const wanted = options.fileFields.includes(part.fieldname) && !form.files[part.fieldname];
        // A form's file input left empty still sends a part, with no file name and no bytes; after a first
        // problem the rest is only read to the end, not checked (decoding an image is the costly part).
        if (!wanted || problem || (bytes.length === 0 && part.filename === '')) continue;
        form.files[part.fieldname] = await options.check(part.fieldname, part.filename, bytes);
      } catch (error) {
        problem ??= error;
      }
    }
  } catch (error) {
    // The multipart stream itself failed (a file over the limit, too many parts, a body cut short or not
    // matching its boundary): nothing more to read.
    if (problem) throw tooLarge(problem, options.limitBytes);
    const failure = tooLarge(error, options.limitBytes);
    // Since @fastify/multipart 10 a malformed body surfaces as the parser's plain Error: the client's fault.
    const answered =
      failure instanceof AppError || typeof (failure as { statusCode?: unknown }).statusCode === 'number';
    throw answered ? failure : new AppError(400, BROKEN_FORM_MESSAGE);
  }
  if (problem) throw problem;
  return form;
}
