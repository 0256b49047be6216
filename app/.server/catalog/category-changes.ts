import { categoriesCopy } from "~/admin/content/categories";
import { type Snapshot, snapshotOf, yesNo } from "~/lib/record-changes";

// A category's fields as staff read them: the activity log's detail of a save and the
// edit-conflict notice both come from here (docs/decisions/022-edit-conflicts.md).

/** `parentName`: the top-level category it is under; null for a top-level one. */
export function categorySnapshot(
  category: { name: string; description: string | null; isActive: boolean },
  parentName: string | null,
): Snapshot {
  return snapshotOf([
    [categoriesCopy.form.name, category.name],
    [categoriesCopy.form.description, category.description ?? ""],
    [categoriesCopy.create.parent, parentName ?? categoriesCopy.create.topLevel],
    ["Visible en el sitio", yesNo(category.isActive)],
  ]);
}
