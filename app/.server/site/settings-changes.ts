import { factLabels, settingsCopy } from "~/admin/content/settings";
import { type Snapshot, snapshotOf } from "~/lib/record-changes";
import { factFields } from "~/admin/lib/site-settings-form";
import type { SiteFacts, Specialist } from "~/lib/site-facts";

// The site settings as staff read them, with the form's labels: the activity log's detail of a save
// and the edit-conflict notice both come from here (docs/decisions/022-edit-conflicts.md).

export function settingsSnapshot({ facts, specialists }: { facts: SiteFacts; specialists: readonly Specialist[] }): Snapshot {
  return snapshotOf([
    ...factFields.map((field) => [factLabels[field].label, facts[field] ?? ""] as const),
    ...specialists.map(
      (person, index) =>
        [settingsCopy.specialist(index + 1), [person.name, person.area, person.title, person.phone].filter(Boolean).join(", ")] as const,
    ),
  ]);
}
