// The admin's photo uploader: one file per POST to the product photos' endpoint
// (/admin/products/imagenes, the checked image pipeline), with its progress. Resolves to the stored
// URL, or fails with the endpoint's message in Spanish. Used by the product form and the static
// listings, whose photos share the "products" folder.

import { imageUploadClientErrors } from "~/lib/notices";

/** Uploads one photo; `onProgress` gets whole percents. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/products/imagenes");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { url?: string; error?: string } | null;
      if (request.status === 200 && body?.url) resolve(body.url);
      else reject(new Error(body?.error ?? imageUploadClientErrors.failed));
    };
    request.onerror = () => reject(new Error(imageUploadClientErrors.connectionLost));
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}
