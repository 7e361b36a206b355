import { describe, expect, it } from 'vitest';
import { checkImage, detectImageType } from '../src/lib/image-upload.ts';
import { IMPOSTORS, JPEG_HEAD, solidPng, TINY_WEBP } from './fixtures/images.ts';

describe('detectImageType: JPEG, PNG and WebP by their first bytes', () => {
  it('knows the three signatures', () => {
    expect(detectImageType(JPEG_HEAD)).toEqual({ extension: 'jpg', mime: 'image/jpeg' });
    expect(detectImageType(solidPng(1, 1, [0, 0, 0]))).toEqual({ extension: 'png', mime: 'image/png' });
    expect(detectImageType(TINY_WEBP)).toEqual({ extension: 'webp', mime: 'image/webp' });
  });

  it('refuses everything else, however it starts', () => {
    for (const [kind, bytes] of Object.entries(IMPOSTORS)) expect(detectImageType(bytes), kind).toBeUndefined();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(detectImageType(Buffer.from('RIFF'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('checkImage: empty is a 422 under the field, a non-image a 415 naming the field', () => {
    expect(() => checkImage('file', 'a.png', Buffer.alloc(0))).toThrow(expect.objectContaining({ statusCode: 422, errors: { file: ['Cannot upload empty file!'] } }));
    expect(() => checkImage('proof', 'a.png', IMPOSTORS.html)).toThrow(expect.objectContaining({ statusCode: 415 }));
    expect(checkImage('file', 'x.bin', TINY_WEBP)).toMatchObject({ field: 'file', filename: 'x.bin', extension: 'webp' });
  });
});
