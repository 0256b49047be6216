import { dairyBrandCopies, dairyBrands } from "../brands";
import { illustrations } from "../images";
import { homeCrumb, type SectorPage } from "./sector-page";

// Copy of the dairy (tambo) pages of docs/requirements.md §2 'Dairy (tambo)': the landing, the
// hygiene overview, equipment and environmental hygiene, water treatment and water monitoring.

const dairy = { label: "Tambo", to: "/tambo" } as const;
const dairyImage = illustrations.sectorDairy;
const dairyImageAlt = "Vaca Holando en la pradera frente a la sala de ordeñe";

export const dairyLanding: SectorPage = {
  path: "/tambo",
  metaTitle: "Tambo",
  description:
    "Higiene de ubre, limpieza del equipo de ordeñe, desinfección de instalaciones y agua segura para producir leche de calidad en tu tambo.",
  breadcrumb: [homeCrumb, { label: "Tambo" }],
  hero: {
    eyebrow: "Calidad de leche",
    title: "Soluciones para el tambo",
    lead: "La calidad de la leche se juega en cada ordeñe: en la ubre, en la máquina, en las instalaciones y en el agua. Te acompañamos en los cuatro frentes con productos probados y asesoramiento en tu establecimiento.",
    image: dairyImage,
    imageAlt: dairyImageAlt,
    actions: [{ kind: "contact", label: "Contactar Especialista", topic: "Calidad de leche y tambo" }],
  },
  blocks: [
    {
      kind: "links",
      id: "soluciones",
      eyebrow: "Soluciones",
      title: "Todo para la higiene de tu tambo",
      lead: "Elegí por dónde empezar: cada página explica el programa y los productos recomendados.",
      items: [
        {
          title: "Pre y post dipping",
          to: "/pre-post-dipping",
          body: "Selladores y desinfectantes de pezones para antes y después del ordeñe, contra la mastitis.",
        },
        {
          title: "Higiene de equipamientos",
          to: "/tambo/higiene-desinfeccion-equipamientos",
          body: "Detergentes alcalinos y ácidos para la máquina de ordeñe y el tanque de frío.",
        },
        {
          title: "Higiene ambiental",
          to: "/tambo/higiene-desinfeccion-ambiental",
          body: "Desinfección de salas, corrales y guacheras para cortar el ciclo de los patógenos.",
        },
        {
          title: "Tratamiento de agua",
          to: "/tambo/tratamiento-agua",
          body: "Análisis, limpieza y desinfección del agua de bebida y de lavado del tambo.",
        },
      ],
    },
    {
      kind: "brands",
      id: "marcas",
      eyebrow: "Marcas representadas",
      title: "Marcas para el tambo",
      lead: "Higiene de ordeñe, calzado y pisos seguros de fabricantes líderes a nivel mundial.",
      brands: dairyBrands,
      copies: dairyBrandCopies,
    },
    {
      kind: "cta",
      title: "¿Problemas de células somáticas o de bacterias?",
      body: "Un especialista en calidad de leche revisa tu rutina de ordeñe y de lavado y te propone un plan a medida.",
      actions: [{ kind: "contact", label: "Consultar Especialista", topic: "Calidad de leche y tambo" }],
    },
  ],
};

export const dairyHygiene: SectorPage = {
  path: "/higiene-desinfeccion",
  metaTitle: "Higiene y desinfección en el tambo",
  description:
    "Detergentes alcalinos y ácidos y desinfectantes sin cloro para el equipo de ordeñe, con fórmulas que rinden en agua fría o caliente.",
  breadcrumb: [homeCrumb, dairy, { label: "Higiene y desinfección" }],
  hero: {
    eyebrow: "Tambo",
    title: "Higiene y desinfección en el tambo",
    lead: "Una máquina de ordeñe limpia es la base de una leche con bajo recuento bacteriano. Te ofrecemos un programa completo de limpieza y desinfección, pensado para el agua y la rutina de tu tambo.",
    image: dairyImage,
    imageAlt: dairyImageAlt,
    actions: [
      { kind: "contact", label: "Consultar Especialista", topic: "Higiene y desinfección del tambo" },
      { kind: "link", label: "Ver Productos", to: "#productos" },
    ],
  },
  blocks: [
    {
      kind: "features",
      id: "objetivos",
      eyebrow: "Objetivos",
      title: "Qué buscamos con cada lavado",
      columns: 3,
      items: [
        {
          title: "Leche con bajo recuento bacteriano",
          body: "Eliminar los restos de leche, grasa y proteína donde se multiplican las bacterias, para cobrar la bonificación por calidad.",
          icon: "shield-check",
        },
        {
          title: "Equipos sin piedra de leche",
          body: "Evitar las incrustaciones de sales minerales que protegen a las bacterias y dañan pezoneras, juntas y tanque.",
          icon: "sparkles",
        },
        {
          title: "Rutina simple y segura",
          body: "Productos dosificables, con instrucciones claras para el tambero, que cuidan el acero inoxidable y la goma.",
          icon: "timer",
        },
      ],
    },
    {
      kind: "features",
      id: "productos",
      eyebrow: "Productos",
      title: "Tipos de productos",
      lead: "Un programa de lavado combina tres tipos de producto; te ayudamos a elegir la fórmula según la dureza de tu agua.",
      columns: 3,
      items: [
        {
          title: "Detergentes alcalinos",
          body: "Disuelven la grasa y la proteína de la leche después de cada ordeñe. Con cloro o sin cloro, en líquido o en polvo.",
          icon: "droplets",
        },
        {
          title: "Detergentes ácidos",
          body: "Quitan la piedra de leche y las sales del agua dura. Se alternan con el alcalino según la frecuencia que indique el análisis del agua.",
          icon: "flask-conical",
        },
        {
          title: "Desinfectantes sin cloro",
          body: "A base de ácido peracético o de amonio cuaternario, desinfectan el equipo antes del ordeñe sin dejar residuos de cloro en la leche.",
          icon: "shield-check",
        },
      ],
    },
    {
      kind: "benefits",
      id: "temperatura",
      eyebrow: "Adaptabilidad",
      title: "Funcionan con agua fría o caliente",
      lead: "No todos los tambos tienen agua caliente a 70 °C en cada lavado. Nuestras fórmulas se adaptan a tu instalación.",
      items: [
        "Fórmulas para lavado en caliente, de 60 a 80 °C al inicio del ciclo, con la máxima eficacia sobre la grasa.",
        "Fórmulas de baja temperatura para tambos con agua tibia o fría, con tensioactivos que trabajan desde 35 °C.",
        "Dosis ajustadas a la dureza del agua de tu pozo, para no gastar producto de más.",
        "Compatibles con sistemas de lavado automático y con el lavado manual del tanque de frío.",
      ],
    },
    {
      kind: "links",
      id: "programas",
      eyebrow: "Programas",
      title: "Programas de higiene para cada área",
      items: [
        {
          title: "Higiene de equipamientos",
          to: "/tambo/higiene-desinfeccion-equipamientos",
          body: "Lavado de la máquina de ordeñe, la línea de leche y el tanque de frío.",
        },
        {
          title: "Higiene ambiental",
          to: "/tambo/higiene-desinfeccion-ambiental",
          body: "Desinfección de sala de ordeñe, corrales, guacheras y pediluvios.",
        },
        { title: "Productos AMBIC", to: "/ambic", body: "Productos para la higiene de la ubre y la rutina de ordeñe." },
      ],
    },
    {
      kind: "cta",
      title: "Armemos tu programa de lavado",
      body: "Con un análisis de tu agua y una visita a la sala de ordeñe te recomendamos productos, dosis y frecuencias.",
      actions: [
        { kind: "chat", label: "Solicitar Asesoramiento", message: "Hola, quisiera asesoramiento sobre higiene y desinfección del tambo." },
      ],
    },
  ],
};

const hygieneChatActions = (topic: string) =>
  [
    { kind: "chat", label: "Solicitar Asesoramiento", message: `Hola, quisiera asesoramiento sobre ${topic}.` },
    { kind: "chat", label: "Cotizar Programa Completo", message: `Hola, quisiera una cotización del programa completo de ${topic}.` },
  ] as const;

export const equipmentHygiene: SectorPage = {
  path: "/tambo/higiene-desinfeccion-equipamientos",
  metaTitle: "Higiene de equipos de ordeñe",
  description:
    "Programa de limpieza y desinfección de la máquina de ordeñe y del tanque de frío: menos bacterias, sin piedra de leche, equipos que duran más.",
  breadcrumb: [homeCrumb, dairy, { label: "Higiene de equipamientos" }],
  hero: {
    eyebrow: "Higiene y desinfección",
    title: "Higiene y desinfección de equipamientos",
    lead: "La máquina de ordeñe y el tanque de frío tocan toda la leche que producís. Un programa de lavado bien ajustado la protege en cada ordeñe.",
    image: dairyImage,
    imageAlt: dairyImageAlt,
    actions: hygieneChatActions("higiene de equipos de ordeñe"),
  },
  blocks: [
    {
      kind: "benefits",
      id: "beneficios",
      eyebrow: "Beneficios",
      title: "Qué gana tu tambo",
      items: [
        "Menor recuento bacteriano total en la leche y mejor precio por calidad.",
        "Sin piedra de leche en pezoneras, colectores, líneas y placas de frío.",
        "Mayor vida útil de gomas, juntas y piezas de acero inoxidable.",
        "Lavado eficaz aun con agua dura, fría o con poca presión.",
        "Menos consumo de agua y de energía con dosis y temperaturas correctas.",
        "Registro del programa de lavado para auditorías de la planta.",
      ],
    },
    {
      kind: "steps",
      id: "rutina",
      eyebrow: "Rutina",
      title: "Un ciclo de lavado completo",
      steps: [
        { title: "Enjuague", body: "Agua tibia apenas termina el ordeñe, para arrastrar la leche antes de que se seque." },
        {
          title: "Lavado alcalino",
          body: "Detergente alcalino en caliente o de baja temperatura, según tu instalación, para quitar grasa y proteína.",
        },
        {
          title: "Lavado ácido y desinfección",
          body: "Ácido en la frecuencia que indique tu agua, y desinfectante sin cloro antes del próximo ordeñe.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Pedí tu programa de lavado",
      body: "Te escribimos por chat, coordinamos una visita y te cotizamos el programa completo con productos y dosificación.",
      actions: hygieneChatActions("higiene de equipos de ordeñe"),
    },
  ],
};

export const environmentalHygiene: SectorPage = {
  path: "/tambo/higiene-desinfeccion-ambiental",
  metaTitle: "Higiene ambiental del tambo",
  description:
    "Desinfección de sala de ordeñe, corrales y guacheras en tres pasos: evaluación de riesgos, selección de productos y capacitación con seguimiento.",
  breadcrumb: [homeCrumb, dairy, { label: "Higiene ambiental" }],
  hero: {
    eyebrow: "Higiene y desinfección",
    title: "Higiene y desinfección ambiental",
    lead: "Las bacterias que causan mastitis y diarreas viven en el ambiente: pisos, camas, bebederos y guacheras. Un programa de desinfección ambiental corta su ciclo antes de que lleguen a la vaca o al ternero.",
    image: dairyImage,
    imageAlt: dairyImageAlt,
    actions: hygieneChatActions("higiene ambiental del tambo"),
  },
  blocks: [
    {
      kind: "benefits",
      id: "beneficios",
      eyebrow: "Beneficios",
      title: "Por qué desinfectar el ambiente",
      items: [
        "Menos casos de mastitis ambiental y menos leche descartada.",
        "Terneros más sanos en la guachera, con menos diarreas y neumonías.",
        "Pediluvios eficaces que reducen las afecciones podales.",
        "Productos que actúan aun con materia orgánica presente.",
        "Uso seguro para el personal y los animales, con fichas de seguridad.",
        "Un plan escrito que cumple con las exigencias de la planta láctea.",
      ],
    },
    {
      kind: "steps",
      id: "programa",
      eyebrow: "Programa",
      title: "Nuestro programa en tres pasos",
      steps: [
        {
          title: "Evaluación de riesgos",
          body: "Recorremos el tambo con vos para identificar los puntos críticos: sala, corrales de espera, camas, guacheras y bebederos.",
        },
        {
          title: "Selección de productos",
          body: "Elegimos desinfectantes, detergentes y dosis para cada superficie y cada momento, con el equipo de aplicación adecuado.",
        },
        {
          title: "Capacitación y seguimiento",
          body: "Capacitamos a tu personal en la aplicación segura y volvemos a medir resultados para ajustar el programa.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Empezá por la evaluación de riesgos",
      body: "Escribinos por chat y coordinamos la visita a tu tambo; después te cotizamos el programa completo.",
      actions: hygieneChatActions("higiene ambiental del tambo"),
    },
  ],
};

export const dairyWaterTreatment: SectorPage = {
  path: "/tambo/tratamiento-agua",
  metaTitle: "Tratamiento de agua para tambos",
  description:
    "Agua segura para beber y lavar en el tambo: análisis, limpieza, desinfección de choque y tratamiento continuo con pastillas efervescentes.",
  breadcrumb: [homeCrumb, dairy, { label: "Tratamiento de agua" }],
  hero: {
    eyebrow: "Tambo",
    title: "Tratamiento de agua en el tambo",
    lead: "Una vaca lechera toma más de 100 litros de agua por día y la máquina de ordeñe se lava con ella. Si el agua trae bacterias, llegan a la vaca y a la leche. Te ayudamos a tratarla de la fuente al bebedero.",
    image: dairyImage,
    imageAlt: dairyImageAlt,
    actions: [
      { kind: "contact", label: "Consultar Especialista", topic: "Tratamiento de agua en el tambo" },
      { kind: "link", label: "Ver Más Soluciones", to: "/tambo" },
    ],
  },
  blocks: [
    {
      kind: "steps",
      id: "programa",
      eyebrow: "Programa",
      title: "Programa de tratamiento en cuatro pasos",
      steps: [
        {
          title: "Análisis",
          body: "Tomamos muestras del pozo, el tanque y los bebederos y medimos carga bacteriana, pH, dureza y hierro.",
        },
        {
          title: "Limpieza",
          body: "Vaciamos y lavamos tanques, cañerías y bebederos para quitar el barro y el biofilm donde se refugian las bacterias.",
        },
        {
          title: "Desinfección de choque",
          body: "Una dosis alta de desinfectante elimina la contaminación acumulada en todo el circuito antes de empezar.",
        },
        {
          title: "Tratamiento continuo",
          body: "Una dosis baja y constante mantiene el agua segura todos los días, con controles periódicos del residual.",
        },
      ],
    },
    {
      kind: "features",
      id: "pastillas",
      eyebrow: "Productos",
      title: "Desinfectantes en pastillas efervescentes",
      lead: "La forma más simple de desinfectar el agua: se disuelven solas, sin bombas ni manipulación de líquidos.",
      columns: 3,
      items: [
        {
          title: "Dosis exacta",
          body: "Cada pastilla trata un volumen conocido de agua: contás tanques, no medís litros de producto.",
          icon: "flask-conical",
        },
        {
          title: "Seguras de manipular",
          body: "Sin derrames ni vapores de bidones de cloro líquido; se guardan y transportan sin riesgo.",
          icon: "shield-check",
        },
        {
          title: "Acción rápida y duradera",
          body: "Liberan cloro activo de forma gradual y dejan un residual que protege el agua hasta el bebedero.",
          icon: "timer",
        },
      ],
    },
    {
      kind: "links",
      id: "monitoreo",
      eyebrow: "Control",
      title: "Medí para saber que funciona",
      items: [
        {
          title: "Monitoreo de agua",
          to: "/monitoreo-agua",
          body: "Qué medir, dónde y cada cuánto para tener siempre el agua bajo control.",
        },
      ],
    },
    {
      kind: "cta",
      title: "¿Cómo está el agua de tu tambo?",
      body: "Coordinamos la toma de muestras y te proponemos el tratamiento que necesita tu instalación.",
      actions: [
        { kind: "contact", label: "Consultar Especialista", topic: "Tratamiento de agua en el tambo" },
        { kind: "link", label: "Ver Más Soluciones", to: "/tambo" },
      ],
    },
  ],
};

export const dairyWaterMonitoring: SectorPage = {
  path: "/monitoreo-agua",
  metaTitle: "Monitoreo de agua en el tambo",
  description:
    "Controlá el agua de bebida y de lavado de tu tambo: análisis bacteriológicos y fisicoquímicos, puntos de muestreo y frecuencia de control.",
  breadcrumb: [homeCrumb, dairy, { label: "Monitoreo de agua" }],
  hero: {
    eyebrow: "Tambo",
    title: "Monitoreo de agua en el tambo",
    lead: "El agua cambia con las lluvias, la sequía y el estado de los tanques. Medirla con regularidad te avisa antes de que un problema llegue al recuento de la leche o a la salud del rodeo.",
    image: dairyImage,
    imageAlt: dairyImageAlt,
    actions: [
      { kind: "contact", label: "Consultar Especialista", topic: "Monitoreo de agua en el tambo" },
      { kind: "link", label: "Ver tratamiento de agua", to: "/tambo/tratamiento-agua" },
    ],
  },
  blocks: [
    {
      kind: "features",
      id: "parametros",
      eyebrow: "Qué medimos",
      title: "Los parámetros que importan",
      columns: 4,
      items: [
        {
          title: "Calidad bacteriológica",
          body: "Bacterias aerobias, coliformes totales y Escherichia coli, que indican contaminación fecal.",
          icon: "shield-check",
        },
        {
          title: "pH",
          body: "Define si el desinfectante y los detergentes funcionan: fuera de rango pierden eficacia.",
          icon: "flask-conical",
        },
        {
          title: "Dureza, hierro y manganeso",
          body: "Causan piedra de leche, manchas y taponamientos, y piden ajustar el lavado ácido.",
          icon: "droplets",
        },
        {
          title: "Cloro residual",
          body: "Confirma que el tratamiento continuo llega con dosis suficiente hasta el último bebedero.",
          icon: "thermometer",
        },
      ],
    },
    {
      kind: "steps",
      id: "rutina",
      eyebrow: "Rutina",
      title: "Cómo organizamos el monitoreo",
      steps: [
        {
          title: "Puntos de muestreo",
          body: "Fijamos dónde medir: pozo o perforación, tanque elevado, agua de lavado de la sala y bebederos.",
        },
        {
          title: "Frecuencia",
          body: "Cloro residual y pH cada semana en el tambo; análisis bacteriológico y fisicoquímico en laboratorio dos veces por año.",
        },
        {
          title: "Registro y acción",
          body: "Anotamos cada resultado y, si algo sale de rango, ajustamos la dosis o programamos una desinfección de choque.",
        },
      ],
    },
    {
      kind: "benefits",
      id: "beneficios",
      eyebrow: "Beneficios",
      title: "Por qué vale la pena medir",
      items: [
        "Detectás a tiempo una contaminación del pozo después de lluvias fuertes.",
        "Sabés si el desinfectante está trabajando o si estás gastando de más.",
        "Ajustás el programa de lavado del equipo a la dureza real del agua.",
        "Tenés registros para la planta láctea y para auditorías de calidad.",
      ],
    },
    {
      kind: "cta",
      title: "Empezá con un análisis de tu agua",
      body: "Te decimos cómo tomar las muestras y qué hacer con los resultados.",
      actions: [
        { kind: "contact", label: "Consultar Especialista", topic: "Monitoreo de agua en el tambo" },
        { kind: "link", label: "Ver Más Soluciones", to: "/tambo" },
      ],
    },
  ],
};

/** Every page of this module, for the route table's tests. */
export const dairyPages = [dairyLanding, dairyHygiene, equipmentHygiene, environmentalHygiene, dairyWaterTreatment, dairyWaterMonitoring];
