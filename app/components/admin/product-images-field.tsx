import { ArrowDown, ArrowUp, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES } from "~/lib/image-upload-rules";
import { responsiveImage } from "~/lib/uploaded-images";

// The product's pictures, in order (the first is the main one). With JavaScript each chosen file is
// uploaded at once to /admin/products/imagenes with a progress bar, and the form only carries the
// resulting URLs ("images", in order). Without JavaScript the files travel with the form
// ("newImages") and are added after the current pictures.

interface ImageItem {
  key: string;
  /** Stored URL once uploaded. */
  url?: string;
  /** Local preview while uploading. */
  preview?: string;
  /** The chosen file's name, for files added in this visit. */
  name?: string;
  progress: number;
  error?: string;
}

function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
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
      else reject(new Error(body?.error ?? "No se pudo subir la imagen. Probá de nuevo."));
    };
    request.onerror = () => reject(new Error("Se cortó la conexión mientras subía la imagen."));
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}

interface ProductImagesFieldProps {
  initialImages: string[];
  error?: string;
  /** Tells the form whether uploads are still running (saving waits for them). */
  onUploadingChange(uploading: boolean): void;
}

export function ProductImagesField({ initialImages, error, onUploadingChange }: ProductImagesFieldProps) {
  const id = useId();
  const [items, setItems] = useState<ImageItem[]>(() => initialImages.map((url) => ({ key: url, url, progress: 100 })));
  const [status, setStatus] = useState("");

  const uploading = items.some((item) => !item.url && !item.error);
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  const update = (key: string, change: Partial<ImageItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The files are on their way through the uploader; the form must not send them a second time.
    event.target.value = "";
    for (const file of files) {
      const key = `${file.name}-${crypto.randomUUID()}`;
      const tooBig = file.size > MAX_IMAGE_MEGABYTES * 1024 * 1024;
      const preview = URL.createObjectURL(file);
      setItems((current) => [
        ...current,
        {
          key,
          name: file.name,
          preview,
          progress: 0,
          error: tooBig ? `Error al subir imagen: ${file.name} supera los ${MAX_IMAGE_MEGABYTES} MB.` : undefined,
        },
      ]);
      if (tooBig) continue;
      uploadImage(file, (progress) => update(key, { progress }))
        .then((url) => {
          update(key, { url, progress: 100 });
          URL.revokeObjectURL(preview);
          setStatus(`${file.name}: imagen subida.`);
        })
        .catch((reason: Error) => update(key, { error: `Error al subir imagen: ${reason.message}` }));
    }
  }

  function move(index: number, offset: -1 | 1) {
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + offset, 0, item!);
      return next;
    });
    setStatus(`Imagen movida a la posición ${index + offset + 1}.`);
  }

  function remove(key: string) {
    setItems((current) => current.filter((item) => item.key !== key));
    setStatus("Imagen quitada. Se borra al guardar.");
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-stone-800">Imágenes</legend>
      {items.length > 0 ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => {
            const image = item.url ? responsiveImage(item.url, 400) : { src: item.preview! };
            return (
              <li key={item.key} className="flex flex-col gap-2 rounded-md border border-stone-200 bg-white p-2">
                {item.url ? <input type="hidden" name="images" value={item.url} /> : null}
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="(min-width: 1024px) 300px, 100vw"
                  alt={item.name ? `Imagen ${index + 1}: ${item.name}` : `Imagen ${index + 1} del producto`}
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <p className="text-xs text-stone-700">{index === 0 ? "Imagen principal" : `Imagen ${index + 1}`}</p>
                {!item.url && !item.error ? (
                  <progress max={100} value={item.progress} aria-label={`Subiendo ${item.name ?? "imagen"}`} className="w-full">
                    {item.progress}%
                  </progress>
                ) : null}
                {item.error ? (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    {item.error}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-1">
                  <Button type="button" variant="secondary" size="xs" onClick={() => move(index, -1)} disabled={index === 0}>
                    <ArrowUp aria-hidden="true" className="size-4" /> Subir
                  </Button>
                  <Button type="button" variant="secondary" size="xs" onClick={() => move(index, 1)} disabled={index === items.length - 1}>
                    <ArrowDown aria-hidden="true" className="size-4" /> Bajar
                  </Button>
                  <Button type="button" variant="danger" size="xs" onClick={() => remove(item.key)}>
                    <X aria-hidden="true" className="size-4" /> Quitar<span className="sr-only"> imagen {index + 1}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">Todavía no hay imágenes. Sin imagen, el sitio muestra una ilustración genérica.</p>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Agregar imágenes</Label>
        <input
          id={id}
          type="file"
          name="newImages"
          multiple
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={addFiles}
          aria-describedby={`${id}-ayuda`}
          className="w-full max-w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
        <p id={`${id}-ayuda`} className="text-sm text-stone-600">
          JPG, PNG o WebP, hasta {MAX_IMAGE_MEGABYTES} MB cada una. La primera de la lista es la imagen principal.
        </p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </fieldset>
  );
}
