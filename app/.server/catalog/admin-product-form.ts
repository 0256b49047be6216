import { data, redirect } from "react-router";
import { type ProductFormErrors, type ProductFormValues, productFormMessages, productFormSchema, productFormValues } from "~/admin/lib/product-form";
import { categoriesLoadFailed, editNotices, imageUploadFailed, productNotices } from "~/lib/notices";
import type { Notice } from "~/lib/toast";
import type { Product } from "../db/schema";
import type { Database } from "../db";
import { actorOf, recordActivity } from "../activity/log";
import { describeEditConflict } from "../activity/edit-conflicts";
import { type EditBase, type EditConflict, readEditBase } from "~/admin/lib/edit-conflict";
import { setFlash } from "../flash";
import { databaseOf } from "../request-context";
import { deleteUploadedImage, ImageUploadError, saveUploadedImage } from "../storage/images";
import { type CategoryOption, createProduct, listSubcategoryOptions, productSnapshotOf, updateProduct } from "./admin-products";
import { parseForm } from "../forms";
import type { FormRequest } from "../security/form-body";
import { logger } from "../logger";

// The action behind the create and edit views. Images normally arrive already uploaded (the form's
// uploader posts each file to /admin/products/imagenes and sends back URLs); without JavaScript the
// files come with the form itself, as "newImages", and are appended in the order chosen.

export interface ProductFormFailure {
  values: ProductFormValues;
  errors: ProductFormErrors;
  notice: Notice | null;
  /** The version the form was loaded with, sent back as posted: a refusal never moves it on. */
  base: EditBase | null;
  conflict: EditConflict | null;
}

function logError(msg: string, error: unknown) {
  logger.error({ err: error }, msg);
}

export async function submitProductForm(form: FormRequest, existing: Product | null) {
  const submission = await parseForm(form, productFormSchema(existing?.images ?? []));
  const values = productFormValues(submission.submitted);
  const base = readEditBase(submission.submitted);
  // A refused save shows `values` as they are by then (new pictures included).
  const refuse = (errors: ProductFormErrors, notice: Notice | null, conflict: EditConflict | null = null) =>
    data({ values, errors, notice, base: base && { version: base.version, loaded: base.loaded }, conflict } satisfies ProductFormFailure, {
      status: conflict ? 409 : 400,
    });
  if (existing && !base) return refuse({}, editNotices.missingBase);
  if (!submission.ok) return refuse(submission.errors, productNotices.saveFailed);
  const input = submission.data;
  const db = await databaseOf(form.context);
  if (input.categoryId && !(await listSubcategoryOptions(db)).some((option) => option.id === input.categoryId)) {
    return refuse({ categoryId: productFormMessages.categoryInvalid }, productNotices.saveFailed);
  }

  const files = [submission.submitted.newImages ?? []].flat().filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  const uploaded: string[] = [];
  try {
    for (const file of files) uploaded.push(await saveUploadedImage(file, "products"));
  } catch (error) {
    await Promise.all(uploaded.map((url) => deleteUploadedImage(db, url)));
    if (!(error instanceof ImageUploadError)) logError("product image upload failed", error);
    const detail = error instanceof ImageUploadError ? error.message : "No se pudo guardar la imagen. Probá de nuevo.";
    return refuse({ images: detail }, imageUploadFailed(detail));
  }
  input.images = [...input.images, ...uploaded];
  input.imageAlts = [...input.imageAlts, ...uploaded.map(() => "")];
  // From here on a refused save keeps the new pictures: the editor only has to press save again.
  values.images = input.images;
  values.imageAlts = input.imageAlts;

  try {
    if (existing && base) {
      const actor = actorOf(form.context);
      const saved = await updateProduct(db, existing.id, input, { basedOn: base.basedOn, actor });
      if (!saved.ok && saved.reason === "not-found") return refuse({}, productNotices.deletedMeanwhile);
      if (!saved.ok) {
        const { current } = saved;
        const stored = { subject: "product", subjectId: current.id, version: current.version, updatedAt: current.updatedAt, snapshot: await productSnapshotOf(db, current) } as const;
        return refuse({}, null, await describeEditConflict(db, actor, base, stored));
      }
    } else {
      const id = await createProduct(db, input);
      await recordActivity(form.context, { action: "created", subject: "product", subjectId: id, label: input.name });
    }
  } catch (error) {
    logError("product save failed", error);
    return refuse({}, productNotices.saveFailedUnexpected);
  }
  return redirect("/admin/products", { headers: { "Set-Cookie": await setFlash(existing ? "product-updated" : "product-created") } });
}

/**
 * The category choices of the form; a failure becomes the docs/requirements.md §8 notice instead of
 * an error page.
 */
export async function loadCategoryChoices(db: Database): Promise<{ categories: CategoryOption[]; notice: Notice | null }> {
  try {
    return { categories: await listSubcategoryOptions(db), notice: null };
  } catch (error) {
    logError("loading categories failed", error);
    const detail = error instanceof Error ? error.message : null;
    return {
      categories: [],
      notice: detail ? categoriesLoadFailed(detail) : productNotices.categoriesLoadFailed,
    };
  }
}
