import { illustrations } from "../images";
import { homeCrumb, type SectorPage } from "./sector-page";

// Copy of the poultry and pigs pages (docs/requirements.md §2 'Poultry and pigs').

const poultryCrumb = { label: "Aves y Cerdos", to: "/aves-cerdos" };

/** The 7-stage biosecurity approach, in the order it is applied between batches. */
export const biosecurityStages = [
  {
    title: "Evaluación sanitaria",
    body: "Relevamos el galpón o la granja, los antecedentes sanitarios y los puntos críticos antes de elegir productos.",
  },
  {
    title: "Retiro de estiércol",
    body: "Sacamos la cama y el estiércol en seco: la materia orgánica protege a los microorganismos de cualquier desinfectante.",
  },
  {
    title: "Lavado",
    body: "Detergente espumígeno sobre pisos, paredes, comederos y bebederos para despegar la suciedad adherida.",
  },
  {
    title: "Enjuague",
    body: "Agua a presión hasta retirar todo el detergente y los restos orgánicos; dejá secar antes de desinfectar.",
  },
  {
    title: "Desinfección de rutina",
    body: "Desinfectante de amplio espectro en todas las superficies, en la dosis y el tiempo de contacto indicados.",
  },
  {
    title: "Desinfección específica",
    body: "Un producto dirigido al agente que preocupa en tu establecimiento: virus, bacterias, hongos u ooquistes.",
  },
  {
    title: "Nebulización",
    body: "Termonebulización o nebulización en frío para llegar al aire y a los rincones antes de recibir el nuevo lote.",
  },
] as const;

export const poultryLanding: SectorPage = {
  path: "/aves-cerdos",
  metaTitle: "Aves y Cerdos",
  description:
    "Bioseguridad para granjas avícolas y porcinas: programa de 7 etapas, desinfectantes, control de enfermedades y tratamiento de agua de bebida.",
  breadcrumb: [homeCrumb, { label: "Aves y Cerdos" }],
  hero: {
    eyebrow: "Producción avícola y porcina",
    title: "Bioseguridad para aves y cerdos",
    lead: "Lotes más sanos y parejos empiezan por un galpón limpio y agua segura. Te ayudamos a armar un programa de bioseguridad completo, con productos probados y asesoramiento en tu granja.",
    image: illustrations.sectorPoultryPigs,
    imageAlt: "Galpón avícola con silo de alimento, gallinas y un cerdo en primer plano",
    actions: [{ kind: "contact", label: "Consultar un especialista", topic: "Bioseguridad en aves y cerdos" }],
  },
  blocks: [
    {
      kind: "steps",
      id: "bioseguridad",
      eyebrow: "Nuestro enfoque",
      title: "Bioseguridad en 7 etapas",
      lead: "Cada etapa prepara la siguiente: saltear una deja a los patógenos un lugar donde esconderse hasta el próximo lote.",
      steps: biosecurityStages,
    },
    {
      kind: "links",
      id: "soluciones",
      title: "Soluciones para tu granja",
      lead: "Elegí el área en la que necesitás ayuda.",
      items: [
        {
          title: "Higiene y desinfección",
          body: "Detergentes y desinfectantes para galpones, equipos, vehículos y pediluvios.",
          to: "/aves-higiene-desinfeccion",
          buttonLabel: "Ver productos de higiene",
        },
        {
          title: "Control de enfermedades",
          body: "Desinfectantes veterinarios de amplio espectro para cortar el ciclo de las enfermedades.",
          to: "/control-enfermedades",
          buttonLabel: "Ver control de enfermedades",
        },
        {
          title: "Tratamiento y monitoreo de agua",
          body: "Agua de bebida limpia y líneas de bebederos sin biofilm para aves y cerdos.",
          to: "/aves-tratamiento-monitoreo-agua",
          buttonLabel: "Ver tratamiento de agua",
        },
      ],
    },
    {
      kind: "benefits",
      id: "beneficios",
      title: "Lo que ganás con un programa de bioseguridad",
      items: [
        "Menor mortalidad y menos tratamientos con antibióticos.",
        "Mejor conversión alimenticia y lotes más parejos.",
        "Vacíos sanitarios más cortos entre lotes.",
        "Cumplimiento de los requisitos sanitarios oficiales y de tus clientes.",
      ],
    },
    {
      kind: "cta",
      title: "¿Preparás el próximo vacío sanitario?",
      body: "Contanos cuántos galpones o corrales tenés y te armamos el programa con dosis y tiempos.",
      actions: [
        { kind: "chat", label: "Solicitar Asesoramiento", message: "Hola, quisiera asesoramiento sobre bioseguridad en aves y cerdos." },
      ],
    },
  ],
};

export const poultryWater: SectorPage = {
  path: "/aves-tratamiento-monitoreo-agua",
  metaTitle: "Tratamiento de agua para aves y cerdos",
  description:
    "Tratamiento y monitoreo del agua de bebida en granjas de cerdos y aves: limpieza de líneas, control de biofilm y desinfección continua.",
  breadcrumb: [homeCrumb, poultryCrumb, { label: "Tratamiento y monitoreo de agua" }],
  hero: {
    eyebrow: "Aves y Cerdos",
    title: "Tratamiento y monitoreo de agua para granjas de cerdos y aves",
    lead: "Un cerdo o un pollo toma casi el doble de agua de lo que come. Si el agua llega con bacterias o las líneas tienen biofilm, lo pagás en conversión, diarreas y medicamentos que no hacen efecto.",
    image: illustrations.sectorPoultryPigs,
    imageAlt: "Galpón con gallinas y un cerdo junto a la línea de bebederos",
    actions: [{ kind: "contact", label: "Consultar un especialista", topic: "Tratamiento de agua en aves y cerdos" }],
  },
  blocks: [
    {
      kind: "features",
      id: "riesgos",
      title: "Por qué importa el agua de bebida",
      columns: 3,
      items: [
        {
          title: "Biofilm en las líneas",
          body: "Las cañerías tibias y con vitaminas o medicamentos forman biofilm, donde E. coli y Salmonella se refugian.",
        },
        { title: "Medicación que no rinde", body: "El agua dura o contaminada inactiva vacunas y antibióticos aplicados por el agua." },
        { title: "Consumo y conversión", body: "El agua con mal gusto o mal olor baja el consumo y, con él, la ganancia de peso." },
      ],
    },
    {
      kind: "steps",
      id: "programa",
      eyebrow: "Programa",
      title: "Cómo trabajamos el agua de tu granja",
      steps: [
        {
          title: "Análisis",
          body: "Tomamos muestras en la fuente, el tanque y el final de línea para ver calidad física, química y microbiológica.",
        },
        {
          title: "Limpieza de líneas",
          body: "Durante el vacío sanitario removemos el biofilm y las incrustaciones de cañerías y bebederos.",
        },
        {
          title: "Desinfección continua",
          body: "Dosificamos el desinfectante con el lote en el galpón, sin afectar el consumo ni las vacunas.",
        },
        { title: "Monitoreo", body: "Medimos el residual en los bebederos con tiras y kits simples, y ajustamos la dosis." },
      ],
    },
    {
      kind: "benefits",
      id: "resultados",
      title: "Resultados que buscamos con vos",
      items: [
        "Agua con residual de desinfectante medido en el último bebedero.",
        "Líneas limpias que no se tapan ni gotean.",
        "Vacunas y tratamientos por el agua que hacen efecto.",
        "Registros de control listos para auditorías.",
      ],
    },
    {
      kind: "cta",
      title: "Pedí un análisis del agua de tu granja",
      body: "Te decimos qué medir, cómo tomar la muestra y qué tratamiento conviene.",
      actions: [
        { kind: "chat", label: "Solicitar Asesoramiento", message: "Hola, quisiera asesoramiento sobre el agua de bebida de mi granja." },
        { kind: "link", label: "Volver a Aves y Cerdos", to: "/aves-cerdos", back: true },
      ],
    },
  ],
};
