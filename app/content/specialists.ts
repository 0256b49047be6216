// The fixed list of specialists of docs/requirements.md §3, shown in the specialists dialog. Names
// and numbers are working values until the owner confirms them; each lives only here.

export type SpecialistArea = "Calidad de Leche y Tambos" | "Conservación de Forrajes" | "Industria";

export interface Specialist {
  name: string;
  /** International format, as shown to visitors; chat and tel links strip it to digits. */
  phone: string;
  area: SpecialistArea;
  title: string;
}

export const specialists: readonly Specialist[] = [
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
