import type { Metadata } from 'sharp';
import { FileTooLargeError, UnsupportedFileError } from './upload.errors.ts';
import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
import type { ImageType } from './sniff.ts';

export interface NormalisedImage {
  bytes: Buffer;
  contentType: Exclude<ImageType, 'image/svg+xml'>;
  width: number;
  height: number;
}

const formatOf = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/**
 * Decodes and re-encodes a raster image in its own format with sharp (libvips): what comes out is pixels we wrote,
 * so EXIF (GPS, camera serials), XMP, ICC profiles, comments and anything appended after the image (polyglots) are
 * gone. The EXIF orientation is applied first, so a phone photo stays upright without its metadata. Only the first
 * frame of an animation is kept. Images larger than uploadLimits.imageEdge are scaled down to fit.
 */
export async function normaliseRaster(bytes: Buffer, type: Exclude<ImageType, 'image/svg+xml'>): Promise<NormalisedImage> {
  const expected = formatOf[type];
  // Imported on the first image, not at start: libvips costs ≈0.5 s and ≈18 MB that a replica without uploads never needs.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: uploadLimits.imagePixels, failOn: 'error', animated: false, sequentialRead: true });
  let header: Metadata;
  try {
    header = await input().metadata();
  } catch (error) {
    throw tooManyPixels(error) ?? new UnsupportedFileError('The file is not a readable image.', { cause: error });
  }
  const { format, width = 0, height = 0 } = header;
  if (width * height > uploadLimits.imagePixels) {
    throw new FileTooLargeError(`The image is ${width} × ${height} pixels; at most ${uploadLimits.imagePixels} pixels are taken.`);
  }
  if (format !== expected) throw new UnsupportedFileError(`The file claims to be ${expected} but reads as ${format ?? 'nothing'}.`);
  const pipeline = input()
    .rotate()
    .resize({ width: uploadLimits.imageEdge, height: uploadLimits.imageEdge, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/png'
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : type === 'image/jpeg'
        ? pipeline.jpeg({ quality: 86, mozjpeg: true })
        : pipeline.webp({ quality: 86 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: type, width: info.width, height: info.height };
  } catch (error) {
    throw tooManyPixels(error) ?? new UnsupportedFileError('The image could not be decoded.', { cause: error });
  }
}

/** libvips checks limitInputPixels from the header, before decoding: a bomb costs nothing but this error. */
function tooManyPixels(error: unknown): FileTooLargeError | undefined {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? new FileTooLargeError(`The image has more than ${uploadLimits.imagePixels} pixels.`, { cause: error })
    : undefined;
}
