import type { Crumb } from "~/lib/structured-data";

// The SCIO page (/scio-nir and /scio-cup, docs/requirements.md §2 'Forage conservation'): the copy
// around its two database grids. Figures of docs/requirements.md §9: SCIO CUP scans 1.4 L per scan,
// 7 seconds from click to result.

export const scioPage = {
  /** Both paths show this page; search engines get one canonical address. */
  canonicalPath: "/scio-nir",
  title: "SCIO NIR y SCIO CUP",
  metaTitle: "SCIO NIR y SCIO CUP: análisis de forrajes en el campo",
  description:
    "Analizá tus forrajes en el campo con SCIO NIR y SCIO CUP: materia seca, proteína y fibra en 7 segundos, escaneando 1,4 L de muestra por lectura.",
  eyebrow: "Análisis de forrajes",
  lead: "Medí la calidad del silo, el heno o la ración en el mismo tambo, sin esperar al laboratorio: escaneás la muestra, el resultado llega al celular y ajustás la dieta ese mismo día.",
  breadcrumb: [
    { label: "Inicio", to: "/" },
    { label: "Conservación de forrajes", to: "/embalaje-cultivo" },
    { label: "SCIO NIR y SCIO CUP" },
  ] satisfies Crumb[],

  figures: [
    { value: "1,4 L", label: "de muestra por escaneo con SCIO CUP" },
    { value: "7 s", label: "del clic al resultado en el celular" },
    { value: "En el campo", label: "sin enviar muestras ni esperar días" },
  ],

  devicesTitle: "Qué mide cada equipo",
  devicesLead:
    "Los dos equipos leen la muestra con espectroscopía en el infrarrojo cercano (NIR): la luz que refleja el forraje depende de su composición, y un modelo calibrado la traduce en nutrientes.",
  devices: [
    {
      id: "scio-nir",
      name: "SCIO NIR",
      body: "Sensor NIR de bolsillo que se conecta al celular por Bluetooth. Sirve para lecturas rápidas en granos, concentrados y forrajes homogéneos, y para controlar la materia seca del silo mientras se descarga.",
      measures: ["Materia seca", "Proteína bruta", "Fibra detergente neutro (FDN) y ácido (FDA)", "Almidón en silos de maíz y sorgo"],
    },
    {
      id: "scio-cup",
      name: "SCIO CUP",
      body: "Recipiente de análisis con el sensor integrado: escanea 1,4 L de muestra en cada lectura, de modo que el resultado representa el forraje picado o la ración mezclada y no un puñado.",
      measures: ["Materia seca de silo de maíz, de pasturas y de la ración (TMR)", "Proteína bruta", "FDN y FDA", "Almidón"],
    },
  ],

  stepsTitle: "Cómo funciona el análisis",
  steps: [
    {
      title: "Tomá la muestra",
      body: "Sacá forraje de varios puntos del frente del silo o del comedero y mezclalo, así la lectura representa lo que comen las vacas.",
    },
    {
      title: "Escaneá",
      body: "Llená el SCIO CUP con 1,4 L de muestra (o apoyá el SCIO NIR sobre ella) y tocá «escanear» en la aplicación.",
    },
    {
      title: "Leé el resultado",
      body: "En 7 segundos ves materia seca y nutrientes en el celular; cada lectura queda guardada con fecha y lote.",
    },
    {
      title: "Ajustá la ración",
      body: "Corregí los kilos de materia verde según la materia seca real y compartí los datos con tu nutricionista.",
    },
  ],

  nirGrid: {
    title: "Equipos SCIO NIR",
    empty: "No hay productos SCIO NIR disponibles en este momento.",
    logLabel: "Error fetching SCIO NIR products",
  },
  cupGrid: {
    title: "Equipos SCIO CUP",
    empty: "No hay productos SCIO CUP disponibles en este momento.",
    logLabel: "Error fetching SCIO CUP products",
  },
  loading: "Cargando productos SCIO...",

  cta: {
    title: "¿Querés ver el SCIO en tu tambo?",
    body: "Coordiná una demostración con tus propios forrajes o consultá planes de calibración y suscripción.",
    label: "Consultar",
  },
} as const;
