import { siteDefaults as site } from "../../content/site";

// Copy of «Plantillas de respuesta» (/admin/messages/plantillas): saved texts for answering a lead
// by e-mail or WhatsApp, with the lead's facts filled in.

export const replyTemplatesCopy = {
  title: "Plantillas de respuesta",
  metaDescription: "Textos guardados para responder consultas por correo o WhatsApp.",
  description:
    "Textos que usás seguido para responder consultas. Al responder desde una consulta elegís la plantilla y el texto se completa con los datos de esa persona.",
  back: "Volver a las consultas",
  count: { singular: "plantilla", plural: "plantillas" },
  empty: "Todavía no hay plantillas. Creá la primera con el formulario de arriba.",
  createLegend: "Nueva plantilla",
  editLegend: "Cambiar la plantilla",
  name: "Nombre",
  nameHint: "Cómo la vas a reconocer en la lista, por ejemplo «Precio y plazo».",
  body: "Texto",
  /** Each placeholder and what it becomes, shown under the text field. */
  placeholdersIntro: "Podés escribir estas palabras entre llaves y se reemplazan al responder:",
  placeholders: [
    { token: "{nombre}", meaning: "el nombre de quien consultó" },
    {
      token: "{productos}",
      meaning: "los productos de su consulta, uno por línea («- 3 × Bota Bekina»), o el tema si no eligió productos",
    },
    { token: "{empresa}", meaning: "su empresa, si la escribió" },
    { token: "{responsable}", meaning: "el nombre del responsable de la consulta (o el tuyo si no tiene)" },
  ],
  create: "Crear plantilla",
  creating: "Creando...",
  save: "Guardar cambios",
  saving: "Guardando...",
  cancelEdit: "Cancelar",
  edit: "Cambiar",
  remove: "Eliminar",
  removing: "Eliminando...",
  removeQuestion: "¿Eliminar esta plantilla?",
  removeConsequence: (name: string) =>
    `La plantilla «${name}» deja de aparecer al responder. Las respuestas ya enviadas no cambian. No se puede deshacer.`,
  removeConfirm: "Sí, eliminar",
  rowName: (name: string) => `(plantilla ${name})`,
  editMissing: "Esa plantilla ya no existe: alguien la eliminó.",
  nameMissing: "Escribí un nombre para la plantilla.",
  nameTooLong: "El nombre puede tener hasta 80 caracteres.",
  bodyMissing: "Escribí el texto de la plantilla.",
  bodyTooLong: "El texto puede tener hasta 2000 caracteres.",
  /** Seeded once into a new database (app/.server/leads/reply-templates.ts). */
  defaults: [
    {
      name: "Precio y plazo",
      body: `Hola {nombre}, gracias por tu consulta a ${site.name}.\n\nTe paso precio y plazo de entrega de:\n{productos}\n\n[precio y plazo]\n\nCualquier duda, escribime.\n{responsable}`,
    },
    {
      name: "Pedir más datos",
      body: `Hola {nombre}, gracias por escribirnos.\n\nPara cotizarte bien:\n{productos}\n\nnecesitamos saber cantidad de animales o metros, y a qué localidad enviamos. ¿Me contás?\n\n{responsable}, ${site.name}`,
    },
  ],
} as const;
