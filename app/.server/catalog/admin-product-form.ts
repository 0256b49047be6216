import { data, redirect } from "react-router";
import { type ProductFormErrors, type ProductFormValues, productFormMessages, productFormSchema, productFormValues } from "~/lib/product-form";
import { categoriesLoadFailed, imageUploadFailed, productNotices } from "~/lib/notices";
import type { Notice } from "~/lib/toast";
import type { Product } from "../db/schema";
import type { Database } from "../db";
import { recordActivity } from "../activity/log";
import { setFlash } from "../flash";
import { databaseOf } from "../request-context";
import { deleteUploadedImage, ImageUploadError, saveUploadedImage } from "../storage/images";
import { type CategoryOption, createProduct, listSubcategoryOptions, updateProduct } from "./admin-products";
import { parseForm } from "../forms";
import type { FormRequest } from "../security/form-body";
import { logger } from "../logger";

// The action behind the create and edit views. Images normally arrive already uploaded (the form's
// uploader posts each file to /admin/products/imagenes and sends back URLs); without JavaScript the
// files come with the form itself, as "newImages", and are appended in the order chosen.

export interface ProductFormFailure {
  values: ProductFormValues;
  errors: ProductFormErrors;
  notice: Notice;
}

function refuse(values: ProductFormValues, errors: ProductFormErrors, notice: Notice) {
  return data({ values, errors, notice } satisfies ProductFormFailure, { status: 400 });
}

function logError(msg: string, error: unknown) {
  logger.error({ err: error }, msg);
}

export async function submitProductForm(form: FormRequest, existing: Product | null) {
  const submission = await parseForm(form, productFormSchema(existing?.images ?? []));
  const values = productFormValues(submission.submitted);
  if (!submission.ok) return refuse(values, submission.errors, productNotices.saveFailed);
  const input = submission.data;
  const db = await databaseOf(form.context);
  if (input.categoryId && !(await listSubcategoryOptions(db)).some((option) => option.id === input.categoryId)) {
    return refuse(values, { categoryId: productFormMessages.categoryInvalid }, productNotices.saveFailed);
  }

  const files = [submission.submitted.newImages ?? []].flat().filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  const uploaded: string[] = [];
  try {
    for (const file of files) uploaded.push(await saveUploadedImage(file, "products"));
  } catch (error) {
    await Promise.all(uploaded.map((url) => deleteUploadedImage(db, url)));
    if (!(error instanceof ImageUploadError)) logError("product image upload failed", error);
    const detail = error instanceof ImageUploadError ? error.message : "No se pudo guardar la imagen. Probá de nuevo.";
    return refuse(values, { images: detail }, imageUploadFailed(detail));
  }
  input.images = [...input.images, ...uploaded];
  input.imageAlts = [...input.imageAlts, ...uploaded.map(() => "")];
  // From here on a refused save keeps the new pictures: the editor only has to press save again.
  values.images = input.images;
  values.imageAlts = input.imageAlts;

  try {
    if (existing) {
      if (!(await updateProduct(db, existing.id, input))) {
        return refuse(values, {}, productNotices.deletedMeanwhile);
      }
      await recordActivity(form.context, { action: "updated", subject: "product", subjectId: existing.id, label: input.name });
    } else {
      const id = await createProduct(db, input);
      await recordActivity(form.context, { action: "created", subject: "product", subjectId: id, label: input.name });
    }
  } catch (error) {
    logError("product save failed", error);
    return refuse(values, {}, productNotices.saveFailedUnexpected);
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
