// What an image upload may be: JPEG, PNG, WebP or AVIF up to this size. The picker offers these;
// the server decides by the file's content (app/.server/storage/images.ts).
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif";
export const MAX_IMAGE_MEGABYTES = 10;
