// The specialists of docs/requirements.md §3 as the site first shipped them: only the seed reads
// them (app/.server/site/site-settings.ts); editors change the list at /admin/ajustes. Names and
// numbers are working values until the owner confirms them.

export interface Specialist {
  name: string;
  /** International format, as shown to visitors; chat and tel links strip it to digits. */
  phone: string;
  area: string;
  title: string;
}

export const specialistDefaults: readonly Specialist[] = [
  {
    name: "Martín Pereira",
    phone: "+598 99 318 452",
    area: "Calidad de Leche y Tambos",
    title: "Médico veterinario, asesor en calidad de leche",
  },
  {
    name: "Lucía Fernández",
    phone: "+598 98 742 160",
    area: "Conservación de Forrajes",
    title: "Ingeniera agrónoma, especialista en ensilaje y henificación",
  },
  {
    name: "Santiago Rodríguez",
    phone: "+598 94 605 281",
    area: "Industria",
    title: "Ingeniero químico, higiene industrial y tratamiento de agua",
  },
];
