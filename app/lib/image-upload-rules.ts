// What an image upload may be: JPEG, PNG or WebP up to this size and this many pixels (a
// 48-megapixel phone photo fits; a small file that unpacks into gigabytes does not). The picker
// offers these; the server decides by the file's content (app/.server/storage/images.ts). AVIF is
// refused: its decoder needs about 19 bytes per pixel, so a 48-megapixel AVIF of a few kilobytes
// takes the server close to a gigabyte, against about 130 MB for the same picture as PNG.
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp";
export const MAX_IMAGE_MEGABYTES = 10;
export const MAX_IMAGE_MEGAPIXELS = 50;
