import { pipeline } from "node:stream/promises";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { readServerConfig } from "../config";
import { errorMessage } from "../logger";
import { getUploadStore, uploadKeyOf, uploadsDir } from ".";

// What answers /uploads/… (server.ts mounts it there). Stored URLs stay /uploads/{folder}/{name}
// whichever store holds the files, so links saved before a move to a bucket keep working, and a
// CDN configured with UPLOADS_PUBLIC_URL may use these as its origin.

/** Every upload gets a new random name, so an answer never changes: cached for a year. */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Streams the object from the bucket. Only well-formed names are looked up; anything else, and a
 * missing object, falls through to the app's not-found page.
 */
function streamFromBucket(): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = uploadKeyOf(req.path);
    if (!key) return next();
    const store = getUploadStore();
    try {
      if (req.method === "HEAD") {
        const size = await store.size(key);
        if (size === null) return next();
        res.set(uploadHeaders(size)).end();
        return;
      }
      const object = await store.get(key);
      if (!object) return next();
      res.set(uploadHeaders(object.size));
      await pipeline(object.body, res);
    } catch (error) {
      // A visitor who went away mid-image is no error worth a line.
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return;
      req.log.error({ error: errorMessage(error), key }, "could not stream an upload from the bucket");
      if (!res.headersSent) res.status(503).set("Cache-Control", "no-store").end();
      else res.destroy();
    }
  };
}

function uploadHeaders(size: number | undefined): Record<string, string> {
  return {
    "Cache-Control": UPLOAD_CACHE_CONTROL,
    "Content-Type": "image/webp",
    "X-Content-Type-Options": "nosniff",
    ...(size !== undefined ? { "Content-Length": String(size) } : {}),
  };
}

/** The handler for the configured store: the folder as static files (as always), or the bucket streamed. */
export function createUploadsHandler(): RequestHandler {
  if (readServerConfig().uploads.bucket) return streamFromBucket();
  return express.static(uploadsDir(), { immutable: true, maxAge: "1y", index: false, redirect: false, dotfiles: "deny" });
}
