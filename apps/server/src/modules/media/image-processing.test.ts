import { IMAGE_WIDTHS, MediaErrorCode } from '@shop/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import {
  gif,
  photoJpeg,
  phpAsJpeg,
  pixelBombPng,
  plainSvg,
  smallPng,
  svgWithScript,
} from '../../test/upload-fixtures.ts';
import { encodeLogo, encodeProductImage, sniffImage, widthsFor } from './image-processing.ts';
import { isPdf } from './pdf-check.ts';

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return (err as HttpError).errors[0];
}

describe('product image encoding', () => {
  it('makes the standard widths below the original and the original width, never wider', () => {
    expect(widthsFor(4000)).toEqual([...IMAGE_WIDTHS]);
    expect(widthsFor(500)).toEqual([160, 320, 500]);
    expect(widthsFor(120)).toEqual([120]);
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata in any size', async () => {
    const input = await photoJpeg(1600, 1000, { orientation: 6 });
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Secret Owner');

    const out = await encodeProductImage(input, 'foto.jpg');
    // orientation 6 = turned by 90°: 1600 × 1000 stored is 1000 × 1600 upright; at most 1280 high
    expect(out.height).toBe(1280);
    expect(out.width).toBe(800);
    expect(out.sizes.map((s) => s.width)).toEqual([160, 320, 640, 800]);
    for (const size of out.sizes) {
      const meta = await sharp(size.webp).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(size.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(size.webp.toString('latin1')).not.toContain('Secret Owner');
      if (size.avif) {
        expect(size.avif.length).toBeLessThan(size.webp.length);
        expect((await sharp(size.avif).metadata()).exif).toBeUndefined();
      }
    }
  });

  it('never upscales a small image', async () => {
    const out = await encodeProductImage(await smallPng(300, 200), 'male.png');
    expect(out.sizes.map((s) => [s.width, s.height])).toEqual([
      [160, 107],
      [300, 200],
    ]);
  });

  it.each([
    ['a PHP script named .jpg', phpAsJpeg, 'shell.jpg'],
    ['an SVG with a script', svgWithScript, 'logo.svg'],
    ['a plain SVG', plainSvg, 'obrazok.jpg'],
    ['a GIF', gif, 'anim.gif'],
  ])('refuses %s as not an image', async (_what, bytes, name) => {
    const error = await refusal(encodeProductImage(bytes, name));
    expect(error?.code).toBe(MediaErrorCode.notAnImage);
    expect(error?.message).toContain(name);
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await photoJpeg(800, 600);
    const error = await refusal(encodeProductImage(whole.subarray(0, Math.floor(whole.length / 2)), 'kus.jpg'));
    expect(error?.code).toBe(MediaErrorCode.notAnImage);
  });

  it('refuses a pixel bomb by its header, before decoding it', async () => {
    const error = await refusal(encodeProductImage(pixelBombPng(), 'bomba.png'));
    expect(error?.code).toBe(MediaErrorCode.tooManyPixels);
    expect(error?.message).toContain('30000 × 30000');
  });

  it('recognises only JPEG, PNG and WebP signatures', async () => {
    expect(sniffImage(await photoJpeg(50, 50))).toBe('jpeg');
    expect(sniffImage(await smallPng(10, 10))).toBe('png');
    expect(sniffImage(svgWithScript)).toBeNull();
    expect(sniffImage(gif)).toBeNull();
  });

  it('makes a logo one small WebP and refuses an SVG logo', async () => {
    const logo = await encodeLogo(await smallPng(1000, 400), 'logo.png');
    expect([logo.width, logo.height]).toEqual([320, 128]);
    expect((await sharp(logo.webp).metadata()).format).toBe('webp');
    expect((await refusal(encodeLogo(svgWithScript, 'logo.svg')))?.code).toBe(MediaErrorCode.notAnImage);
  });
});

describe('PDF check', () => {
  it('accepts a PDF and refuses what only looks like one', async () => {
    const { pdfFile, exeAsPdf, htmlAsPdf } = await import('../../test/upload-fixtures.ts');
    const pdf = await pdfFile();
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf(exeAsPdf)).toBe(false);
    expect(isPdf(htmlAsPdf)).toBe(false);
    // the header alone is not enough: a PDF cut short has no end
    expect(isPdf(pdf.subarray(0, 200))).toBe(false);
    expect(isPdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), htmlAsPdf]))).toBe(false);
  });
});
