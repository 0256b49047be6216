import type { Illustration } from "~/content/images";
import { illustrationSrc, illustrationSrcSet } from "~/content/images";
import { BenefitList } from "./benefit-list";

/** An explanatory illustration (a diagram such as the 360 system) beside the points it shows. */
export function IllustratedPoints({ image, alt, points }: { image: Illustration; alt: string; points: readonly string[] }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <img
        src={illustrationSrc(image)}
        srcSet={illustrationSrcSet(image)}
        sizes="(min-width: 1024px) 40vw, 100vw"
        alt={alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        className="h-auto w-full rounded-2xl shadow-md ring-1 ring-stone-200"
      />
      <BenefitList items={points} columns={1} />
    </div>
  );
}
