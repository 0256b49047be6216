import { data } from "react-router";
import {
  type ProductFormErrors,
  type ProductFormValues,
  productFormMessages,
  productFormSchema,
  productFormValues,
} from "~/admin/lib/product-form";
import { categoriesLoadFailed, editNotices, imageUploadFailed, productNotices } from "~/lib/notices";
import type { Notice } from "~/lib/toast";
import type { Product } from "../db/schema";
import type { Database } from "../db";
import { actorOf } from "../activity/log";
import { describeRowConflict } from "../activity/edit-conflicts";
import { type EditBase, type EditConflict, readEditBase } from "~/admin/lib/edit-conflict";
import { redirectWithNotice } from "../flash";
import { databaseOf, requestContextOf } from "../request-context";
import { uploadsOfOneSave } from "../storage/uploads-of-one-save";
import { type CategoryOption, createProduct, listSubcategoryOptions, productSnapshotOf, updateProduct } from "./admin-products";
import { parseForm } from "../forms";
import type { FormRequest } from "../security/form-body";
import type { Logger } from "../logger";

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
  const { log } = requestContextOf(form.context);
  if (input.categoryId && !(await listSubcategoryOptions(db)).some((option) => option.id === input.categoryId)) {
    return refuse({ categoryId: productFormMessages.categoryInvalid }, productNotices.saveFailed);
  }

  const files = [submission.submitted.newImages ?? []].flat().filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  const stored = await uploadsOfOneSave(db, "products", log, actorOf(form.context)).storeAll(files);
  if (!stored.ok) return refuse({ images: stored.message }, imageUploadFailed(stored.message));
  const uploaded = stored.urls;
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
        return refuse({}, null, await describeRowConflict(db, actor, base, "product", current, await productSnapshotOf(db, current)));
      }
    } else {
      await createProduct(db, input, actorOf(form.context));
    }
  } catch (error) {
    log.error({ err: error }, "product save failed");
    return refuse({}, productNotices.saveFailedUnexpected);
  }
  return redirectWithNotice("/admin/products", existing ? "product-updated" : "product-created");
}

/**
 * The category choices of the form; a failure becomes the docs/requirements.md §8 notice instead of
 * an error page.
 */
export async function loadCategoryChoices(db: Database, log: Logger): Promise<{ categories: CategoryOption[]; notice: Notice | null }> {
  try {
    return { categories: await listSubcategoryOptions(db), notice: null };
  } catch (error) {
    log.error({ err: error }, "loading categories failed");
    const detail = error instanceof Error ? error.message : null;
    return {
      categories: [],
      notice: detail ? categoriesLoadFailed(detail) : productNotices.categoriesLoadFailed,
    };
  }
}
