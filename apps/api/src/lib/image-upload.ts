// Image uploads (payment proofs, login backgrounds), checked one way everywhere (decisions.md "Orders":
// JPEG, PNG or WebP by CONTENT, never by name or declared type; at most the configured size). The first
// bytes say which of the three a file claims to be; libvips (through sharp) then decodes it once, whole, so
// a truncated or corrupt file and a decompression bomb (a few hundred bytes claiming 60000 x 60000 pixels)
// are refused before anything is stored. A whole form is read before anything is judged, so a refused
// upload writes nothing and the client gets one clear answer.
import type { FastifyRequest } from 'fastify';
import type Sharp from 'sharp';
import { AppError } from './app-error.ts';
import { readUploadForm } from './upload-form.ts';

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

/** Reads a multipart form with the given image fields (each checked by checkImage) and text fields. */
export async function readImageForm(
  request: FastifyRequest,
  options: { imageFields: string[]; limitBytes: number },
): Promise<ImageForm> {
  const form = await readUploadForm(request, {
    ...options,
    fileFields: options.imageFields,
    check: checkImage,
  });
  return { images: form.files, fields: form.fields };
}
