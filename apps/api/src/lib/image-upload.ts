// Image uploads (payment proofs, login backgrounds), checked one way everywhere (decisions.md "Orders":
// JPEG, PNG or WebP by CONTENT, never by name or declared type; at most the configured size). The first
// bytes say which of the three a file claims to be; libvips (through sharp) then decodes it once, whole, so
// a truncated or corrupt file and a decompression bomb (a few hundred bytes claiming 60000 x 60000 pixels)
// are refused before anything is stored. A whole form is read before anything is judged, so a refused
// upload writes nothing and the client gets one clear answer.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type Sharp from 'sharp';
import { AppError } from './app-error.ts';

export type ImageExtension = 'jpg' | 'png' | 'webp';

/** The content type a stored image is answered with, by the extension its key carries. */
export const MIME_BY_EXTENSION: Readonly<Record<string, (typeof IMAGE_TYPES)[number]>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The image types an upload may be, and a stored image is answered as. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface ImageType {
  extension: ImageExtension;
  mime: (typeof IMAGE_TYPES)[number];
}

export interface UploadedImage extends ImageType {
  /** The form field the file came in. */
  field: string;
  /** The name the client gave; informative only, never trusted or used for storage. */
  filename: string;
  bytes: Buffer;
}

export const EMPTY_FILE_MESSAGE = 'Cannot upload empty file!';
export const NOT_AN_IMAGE_MESSAGE = 'File harus berupa gambar JPEG, PNG atau WebP.';
export const BROKEN_FORM_MESSAGE = 'Formulir multipart rusak atau terpotong.';
export const BROKEN_IMAGE_MESSAGE =
  'Gambar rusak atau tidak lengkap sehingga tidak dapat dibaca. Unggah ulang file aslinya.';

/** The most pixels an uploaded image may have (docs/security.md: 40 MP decodes to about 160 MB of RGBA). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const tooManyPixelsMessage = (width: number, height: number) =>
  `Gambar terlalu besar: ${width} x ${height} piksel, maksimal ${MAX_IMAGE_PIXELS / 1_000_000} megapiksel.`;

let loadedDecoder: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded by the first upload rather than by every server that starts: libvips holds about 30 MB of
 * resident memory once loaded (docs/performance.md), and most requests never decode an image.
 * Defence in depth, for the whole process: libvips may decode only the three formats an upload may be, from
 * memory. The first-bytes check already keeps other files away; this keeps every other decoder (GIF, TIFF,
 * SVG, the VIPS format, where libvips' recent advisories lay) out of reach even if that check is bypassed.
 */
function imageDecoder(): Promise<typeof Sharp> {
  loadedDecoder ??= import('sharp').then(({ default: sharp }) => {
    sharp.block({ operation: ['VipsForeignLoad'] });
    sharp.unblock({
      operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer'],
    });
    return sharp;
  });
  return loadedDecoder;
}

/** sharp's name of each format the magic bytes allow. */
const DECODER_FORMAT: Record<ImageExtension, string> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type from the file's first bytes (magic numbers), or undefined when it is none of the three. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mime: 'image/jpeg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { extension: 'png', mime: 'image/png' };
  // RIFF <4-byte size> WEBP
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { extension: 'webp', mime: 'image/webp' };
  return undefined;
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
 * Decodes the image once, whole, without keeping its pixels. The header alone is read first (no pixel
 * limit is needed to read a size), so a bomb is refused by its size, named, before any pixel is decoded;
 * then `stats()` streams every row through libvips, which fails on a truncated or corrupt file
 * (`failOn: 'truncated'`) and, again, on more pixels than the limit.
 */
async function decodeWhole(field: string, type: ImageType, bytes: Buffer): Promise<void> {
  const sharp = await imageDecoder();
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== DECODER_FORMAT[type.extension]) throw new Error(`${metadata.format} in disguise`);
    ({ width, height } = metadata);
  } catch {
    throw AppError.field(field, BROKEN_IMAGE_MESSAGE);
  }
  if (width * height > MAX_IMAGE_PIXELS) throw AppError.field(field, tooManyPixelsMessage(width, height));
  try {
    await sharp(bytes, {
      failOn: 'truncated',
      limitInputPixels: MAX_IMAGE_PIXELS,
      sequentialRead: true,
    }).stats();
  } catch {
    throw AppError.field(field, BROKEN_IMAGE_MESSAGE);
  }
}

/**
 * The bytes as an image of an allowed type: empty is a 422 under the field, anything else non-image a 415,
 * an image that does not decode whole or has more than MAX_IMAGE_PIXELS a 422 under the field.
 */
export async function checkImage(field: string, filename: string, bytes: Buffer): Promise<UploadedImage> {
  if (bytes.length === 0) throw AppError.field(field, EMPTY_FILE_MESSAGE);
  const type = detectImageType(bytes);
  if (!type) throw new AppError(415, `${NOT_AN_IMAGE_MESSAGE} (${field})`);
  await decodeWhole(field, type, bytes);
  return { ...type, field, filename, bytes };
}

export interface ImageForm {
  /** The image of each expected file field that was sent (a part with no name and no bytes counts as not sent). */
  images: Partial<Record<string, UploadedImage>>;
  /** Text fields, first value of each name. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with the given image fields and text fields. Every part is read to the end before
 * the first problem is thrown, so the client never has its upload cut off mid-stream. File parts under
 * other names are read and dropped.
 */
export async function readImageForm(
  request: FastifyRequest,
  options: { imageFields: string[]; limitBytes: number },
): Promise<ImageForm> {
  if (!request.isMultipart()) throw new AppError(415, 'Kirim sebagai multipart/form-data.');
  const form: ImageForm = { images: {}, fields: {} };
  let problem: unknown;
  const parts = request.parts({
    limits: {
      fileSize: options.limitBytes,
      files: options.imageFields.length + 2,
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
        const wanted = options.imageFields.includes(part.fieldname) && !form.images[part.fieldname];
        // A form's file input left empty still sends a part, with no file name and no bytes; after a first
        // problem the rest is only read to the end, not decoded (decoding is the costly part).
        if (!wanted || problem || (bytes.length === 0 && part.filename === '')) continue;
        form.images[part.fieldname] = await checkImage(part.fieldname, part.filename, bytes);
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
