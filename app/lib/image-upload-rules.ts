// What an image upload may be: JPEG, PNG, WebP or AVIF up to this size and this many pixels (a
// 48-megapixel phone photo fits; a small file that unpacks into gigabytes does not). The picker
// offers these; the server decides by the file's content (app/.server/storage/images.ts).
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif";
export const MAX_IMAGE_MEGABYTES = 10;
export const MAX_IMAGE_MEGAPIXELS = 50;
