import { describe, expect, it } from "vitest";
import { categoryCreateSchema, categoryDetailsSchema, categoryFormMessages, deleteRefusal } from "~/admin/lib/category-form";

// The categories admin's words and rules (app/admin/lib/category-form.ts): why a category cannot be
// deleted, in the staff's Spanish, and what a name and a description may be.

describe("deleteRefusal", () => {
  it("lets an unused category go", () => {
    expect(deleteRefusal({ products: 0, subcategories: 0 })).toBeNull();
  });

  it("says how many products or subcategories it has and what to do instead", () => {
    expect(deleteRefusal({ products: 12, subcategories: 0 })).toBe("Tiene 12 productos: movelos a otra categoría o desactivala.");
    expect(deleteRefusal({ products: 1, subcategories: 0 })).toBe("Tiene 1 producto: movelo a otra categoría o desactivala.");
    expect(deleteRefusal({ products: 0, subcategories: 3 })).toBe("Tiene 3 subcategorías: eliminalas primero o desactivala.");
    expect(deleteRefusal({ products: 0, subcategories: 1 })).toBe("Tiene 1 subcategoría: eliminala primero o desactivala.");
    expect(deleteRefusal({ products: 2, subcategories: 1 })).toBe(
      "Tiene 2 productos y 1 subcategoría: movelos a otra categoría, eliminá las subcategorías o desactivala.",
    );
  });
});

describe("category forms", () => {
  it("trims the name to one line and stores an empty description as none", () => {
    expect(categoryDetailsSchema.parse({ name: "  Redes\n para  enfardar ", description: "  " })).toEqual({
      name: "Redes para enfardar",
      description: null,
    });
  });

  it("refuses an empty or overlong name, an overlong description and a parent that is no id", () => {
    const refused = categoryCreateSchema.safeParse({ intent: "create", name: " ", description: "x".repeat(501), parentId: "tambo" });
    expect(refused.success).toBe(false);
    const messages = refused.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        categoryFormMessages.nameRequired,
        categoryFormMessages.descriptionTooLong,
        categoryFormMessages.parentInvalid,
      ]),
    );
    expect(categoryDetailsSchema.safeParse({ name: "x".repeat(81) }).error?.issues[0]?.message).toBe(categoryFormMessages.nameTooLong);
  });
});
