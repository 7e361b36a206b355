import { describe, expect, it } from 'vitest';
import {
  BROKEN_IMAGE_MESSAGE,
  checkImage,
  detectImageType,
  tooManyPixelsMessage,
} from '../src/lib/image-upload.ts';
import { IMPOSTORS, JPEG_HEAD, photo, pngClaiming, solidPng, TINY_WEBP } from './fixtures/images.ts';

describe('detectImageType: JPEG, PNG and WebP by their first bytes', () => {
  it('knows the three signatures', () => {
    expect(detectImageType(JPEG_HEAD)).toEqual({ extension: 'jpg', mime: 'image/jpeg' });
    expect(detectImageType(solidPng(1, 1, [0, 0, 0]))).toEqual({ extension: 'png', mime: 'image/png' });
    expect(detectImageType(TINY_WEBP)).toEqual({ extension: 'webp', mime: 'image/webp' });
  });

  it('refuses everything else, however it starts', () => {
    for (const [kind, bytes] of Object.entries(IMPOSTORS))
      expect(detectImageType(bytes), kind).toBeUndefined();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(detectImageType(Buffer.from('RIFF'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('checkImage: empty is a 422 under the field, a non-image a 415 naming the field', async () => {
    await expect(checkImage('file', 'a.png', Buffer.alloc(0))).rejects.toMatchObject({
      statusCode: 422,
      errors: { file: ['Cannot upload empty file!'] },
    });
    await expect(checkImage('proof', 'a.png', IMPOSTORS.html)).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkImage('file', 'x.bin', TINY_WEBP)).resolves.toMatchObject({
      field: 'file',
      filename: 'x.bin',
      extension: 'webp',
    });
  });
});

describe('checkImage decodes the whole image before accepting it', () => {
  const broken = { statusCode: 422, errors: { file: [BROKEN_IMAGE_MESSAGE] } };

  it.each(['jpeg', 'png', 'webp'] as const)('accepts an 800 x 600 %s', async (format) => {
    const bytes = await photo(format);
    const image = await checkImage('file', `foto.${format}`, bytes);
    expect(image).toMatchObject({ field: 'file', mime: `image/${format}` });
    expect(image.bytes.equals(bytes)).toBe(true);
  });

  it('refuses the first 100 bytes of a valid PNG, a truncated JPEG and a truncated WebP', async () => {
    const png = await photo('png');
    await expect(checkImage('file', 'a.png', png.subarray(0, 100))).rejects.toMatchObject(broken);
    const jpeg = await photo('jpeg');
    await expect(checkImage('file', 'a.jpg', jpeg.subarray(0, jpeg.length / 2))).rejects.toMatchObject(
      broken,
    );
    const webp = await photo('webp');
    await expect(checkImage('file', 'a.webp', webp.subarray(0, webp.length / 2))).rejects.toMatchObject(
      broken,
    );
    // A header alone is what the first-bytes check saw as a JPEG; it is no image.
    await expect(checkImage('file', 'a.jpg', JPEG_HEAD)).rejects.toMatchObject(broken);
  });

  it('refuses a tiny PNG whose header claims 60000 x 60000 pixels, naming its size and the limit', async () => {
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(300);
    await expect(checkImage('file', 'bom.png', bomb)).rejects.toMatchObject({
      statusCode: 422,
      errors: { file: ['Gambar terlalu besar: 60000 x 60000 piksel, maksimal 40 megapiksel.'] },
    });
    // Just over the limit is refused, just under is decoded (and, carrying too few rows, refused as broken).
    await expect(checkImage('file', 'a.png', pngClaiming(8000, 5001))).rejects.toMatchObject({
      errors: { file: [tooManyPixelsMessage(8000, 5001)] },
    });
    await expect(checkImage('file', 'a.png', pngClaiming(8000, 5000))).rejects.toMatchObject(broken);
  });
});
