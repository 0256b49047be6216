import { Check } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { mediaCopy } from "~/admin/content/media";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { responsiveImage } from "~/lib/uploaded-images";

// «Elegir de la biblioteca»: a dialog listing the media library's images (/admin/medios/elegir,
// JSON) with a search, for the product form's photos, the article cover and the editor's image
// dialog. Only with scripts; the upload fields stay for everyone.

const copy = mediaCopy.picker;

export interface PickedImage {
  url: string;
  alt: string;
  name: string | null;
  width: number | null;
  height: number | null;
}

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; images: PickedImage[] };

export function MediaPicker({
  open,
  onOpenChange,
  multiple = false,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  multiple?: boolean;
  onPick(images: PickedImage[]): void;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/medios/elegir?${new URLSearchParams({ q })}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ images: PickedImage[] }>) : Promise.reject(new Error("failed"))))
        .then(({ images }) => setLoaded({ state: "loaded", images }))
        .catch(() => {
          if (!controller.signal.aborted) setLoaded({ state: "failed" });
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, q]);

  const images = loaded.state === "loaded" ? loaded.images : [];
  const toggle = (url: string) =>
    setChosen((current) => (current.includes(url) ? current.filter((one) => one !== url) : multiple ? [...current, url] : [url]));
  const openChange = (next: boolean) => {
    if (!next) setChosen([]);
    onOpenChange(next);
  };
  const confirm = () => {
    const picked = chosen.map((url) => images.find((image) => image.url === url)).filter((image): image is PickedImage => Boolean(image));
    if (picked.length === 0) return;
    onPick(picked);
    openChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent closeLabel={copy.cancel} aria-describedby={`${id}-descripcion`} className="max-w-3xl">
        <div className="grid gap-4 p-6">
          <DialogTitle className="text-xl font-semibold">{copy.title}</DialogTitle>
          <DialogDescription id={`${id}-descripcion`} className="text-sm text-stone-600">
            {copy.description}
          </DialogDescription>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-q`}>{copy.search}</Label>
            <Input id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
          </div>
          <p role="status" className={cn("text-sm text-stone-700", loaded.state === "loaded" && images.length > 0 && "sr-only")}>
            {loaded.state === "loading"
              ? copy.loading
              : loaded.state === "failed"
                ? copy.failed
                : images.length === 0
                  ? copy.empty
                  : mediaCopy.count.plural}
          </p>
          {images.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {images.map((image) => {
                const selected = chosen.includes(image.url);
                const name = image.name ?? image.alt ?? mediaCopy.unnamed;
                return (
                  <li key={image.url}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => toggle(image.url)}
                      onDoubleClick={() => {
                        if (multiple) return;
                        onPick([image]);
                        openChange(false);
                      }}
                      className={cn(
                        "relative flex w-full flex-col gap-1 rounded-md border-2 p-1 text-left text-xs text-stone-800",
                        selected ? "border-brand-700 bg-brand-50" : "border-stone-200 hover:border-stone-400",
                      )}
                    >
                      <img
                        src={responsiveImage(image.url, 400).src}
                        alt=""
                        className="aspect-[4/3] w-full rounded bg-stone-100 object-cover"
                      />
                      <span className="line-clamp-2 [overflow-wrap:anywhere]">{image.alt || name}</span>
                      <span className="sr-only">{copy.choose(name)}</span>
                      {selected ? (
                        <Check aria-hidden="true" className="absolute top-2 right-2 size-6 rounded-full bg-brand-700 p-1 text-white" />
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={confirm} disabled={chosen.length === 0}>
              {multiple ? copy.add(chosen.length) : copy.addOne}
            </Button>
            <Button type="button" variant="secondary" onClick={() => openChange(false)}>
              {copy.cancel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
