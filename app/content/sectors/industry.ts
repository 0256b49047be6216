import { illustrations } from "../images";
import { homeCrumb, type SectorPage } from "./sector-page";

// Copy of the industry pages (docs/requirements.md §2 'Industry').

const industryCrumb = { label: "Industria", to: "/industria" };
const industryImage = illustrations.sectorIndustry;
const industryAlt = "Planta industrial con tanques de acero inoxidable y pallets envueltos con red";

export const industryLanding: SectorPage = {
  path: "/industria",
  metaTitle: "Industria",
  description:
    "Higiene, control de biofilm y agua de proceso para la industria láctea y frigorífica, con un sistema 360 que cubre toda la planta.",
  breadcrumb: [homeCrumb, { label: "Industria" }],
  hero: {
    eyebrow: "Industria alimentaria",
    title: "Soluciones para la industria láctea y frigorífica",
    lead: "Limpieza, desinfección, control de biofilm y agua de proceso para plantas que no pueden parar ni fallar una auditoría. Un solo proveedor para toda la planta.",
    image: industryImage,
    imageAlt: industryAlt,
    actions: [{ kind: "contact", label: "Consultar un especialista", topic: "Industria" }],
  },
  blocks: [
    {
      kind: "features",
      id: "industria-lactea",
      eyebrow: "Industria láctea",
      title: "Leche y derivados con vida útil asegurada",
      lead: "De la recepción al envasado, la limpieza define la calidad microbiológica de cada lote.",
      columns: 3,
      items: [
        { title: "Limpieza CIP", body: "Detergentes alcalinos y ácidos de baja espuma para tanques, pasteurizadores y envasadoras." },
        {
          title: "Control de biofilm",
          body: "Detección y remoción en juntas, válvulas e intercambiadores, donde se esconden los termodúricos.",
        },
        {
          title: "Cumplimiento normativo",
          body: "Procedimientos validados y registros listos para habilitaciones y auditorías de clientes.",
        },
      ],
    },
    {
      kind: "features",
      id: "industria-frigorifica",
      eyebrow: "Industria frigorífica",
      title: "Salas de faena y despostada bajo control",
      lead: "Grasa, sangre, frío y humedad: el ambiente ideal para Listeria y Salmonella si la higiene falla.",
      columns: 3,
      items: [
        { title: "Detergentes espumígenos", body: "Alta carga de limpieza para grasa y proteína en pisos, paredes y equipos." },
        {
          title: "Desinfección ambiental",
          body: "Cámaras, drenajes y cintas desinfectados con productos aptos para la industria alimentaria.",
        },
        { title: "Barreras sanitarias", body: "Lavamanos, pediluvios y accesos a zona limpia para cortar la contaminación cruzada." },
      ],
    },
    {
      kind: "links",
      id: "sectores",
      title: "Todas las soluciones para tu planta",
      lead: "Dos industrias con riesgos distintos y la misma exigencia: producto inocuo en cada lote.",
      items: [
        {
          title: "Industria láctea",
          body: "Limpieza CIP de tanques, pasteurizadores y envasadoras, control de biofilm y cumplimiento normativo.",
          to: "/industria-lactea",
          buttonLabel: "Ver industria láctea",
        },
        {
          title: "Industria frigorífica",
          body: "Higiene de salas de faena y despostada, control de Listeria y Salmonella y desinfección ambiental.",
          to: "/industria-frigorifica",
          buttonLabel: "Ver industria frigorífica",
        },
        {
          title: "Biofilm",
          body: "Detección y remoción de biofilm en superficies abiertas y circuitos cerrados CIP.",
          to: "/biofilm",
          buttonLabel: "Ver control de biofilm",
        },
        {
          title: "Tratamiento y monitoreo de agua",
          body: "Calderas, ósmosis inversa, torres de enfriamiento y potabilización.",
          to: "/tratamiento-monitoreo-agua",
          buttonLabel: "Ver gestión del agua",
        },
        {
          title: "Redes de paletizado",
          body: "Film ventilado y redes elásticas para despachar pallets firmes y ventilados.",
          to: "/redes-paletizado",
          buttonLabel: "Ver soluciones de paletizado",
        },
      ],
    },
    {
      kind: "figure",
      id: "sistema-360",
      eyebrow: "Sistema 360",
      title: "Un sistema 360 para toda la planta",
      lead: "La higiene de una planta es una cadena: si falla un eslabón, el resto no alcanza.",
      image: illustrations.system360,
      alt: "Diagrama del sistema 360: diagnóstico, limpieza CIP, desinfección, control de biofilm, agua de proceso y monitoreo alrededor de la planta",
      points: [
        "Diagnóstico de la planta y de sus puntos críticos.",
        "Limpieza CIP y de superficies abiertas con el químico justo para cada suciedad.",
        "Desinfección validada y control de biofilm.",
        "Agua de proceso y de servicios tratada y medida.",
        "Monitoreo y registros para tus auditorías.",
      ],
    },
    {
      kind: "cta",
      title: "Hablemos de tu planta",
      body: "Un especialista en industria recorre tu proceso con vos y te propone un plan por etapas.",
      actions: [{ kind: "chat", label: "Contactar", message: "Hola, quisiera hablar con el especialista de Industria." }],
    },
  ],
};

export const meatIndustry: SectorPage = {
  path: "/industria-frigorifica",
  metaTitle: "Industria frigorífica",
  description:
    "Higiene y desinfección para frigoríficos: control de Listeria y Salmonella, limpieza de salas de faena y despostada y control de biofilm.",
  breadcrumb: [homeCrumb, industryCrumb, { label: "Industria frigorífica" }],
  article: true,
  hero: {
    eyebrow: "Industria",
    title: "Higiene y seguridad alimentaria en la industria frigorífica",
    lead: "En una planta de carne, la limpieza es parte del proceso. Te ayudamos a controlar los patógenos que más preocupan a tus clientes y a los mercados de exportación.",
    image: industryImage,
    imageAlt: industryAlt,
    actions: [{ kind: "contact", label: "Consultar un especialista", topic: "Industria frigorífica" }],
  },
  blocks: [
    {
      kind: "features",
      id: "riesgos",
      title: "Los riesgos que controlamos",
      lead: "Dos bacterias explican buena parte de los rechazos y retiros de producto cárnico.",
      columns: 2,
      items: [
        {
          title: "Listeria",
          body: "Listeria monocytogenes crece en frío y se instala en drenajes, cintas y equipos húmedos, protegida por el biofilm.",
        },
        {
          title: "Salmonella",
          body: "Llega con los animales y se dispersa por superficies, cuchillos y manos si la limpieza y la desinfección no cortan el ciclo.",
        },
      ],
    },
    {
      kind: "steps",
      id: "programa",
      title: "Un programa de higiene por áreas",
      steps: [
        { title: "Salas de faena", body: "Detergentes espumígenos de alta carga para grasa y sangre, y desinfección al final del turno." },
        {
          title: "Despostada y empaque",
          body: "Limpieza de cintas, sierras y mesas, y desinfectantes aptos para superficies en contacto con alimentos.",
        },
        { title: "Cámaras y drenajes", body: "Control de Listeria en ambientes fríos y húmedos, donde el biofilm se forma primero." },
        { title: "Personal y accesos", body: "Lavamanos, pediluvios y barreras sanitarias en cada ingreso a zona limpia." },
      ],
    },
    {
      kind: "benefits",
      id: "beneficios",
      title: "Qué ganás",
      items: [
        "Menos hallazgos en los muestreos ambientales.",
        "Procedimientos escritos y registros para habilitaciones y auditorías de exportación.",
        "Productos elegidos según tu agua y tus superficies.",
        "Capacitación del equipo de limpieza en planta.",
      ],
    },
    {
      kind: "cta",
      title: "¿Tenés un hallazgo de Listeria o Salmonella?",
      body: "Contanos dónde aparece y te proponemos un plan de limpieza, desinfección y verificación.",
      actions: [{ kind: "chat", label: "Contactar", message: "Hola, quisiera asesoramiento para la higiene de una planta frigorífica." }],
    },
  ],
};

export const dairyIndustry: SectorPage = {
  path: "/industria-lactea",
  metaTitle: "Industria láctea",
  description:
    "Higiene para la industria láctea: limpieza CIP, control de contaminación microbiana, cumplimiento normativo y tecnología de monitoreo.",
  breadcrumb: [homeCrumb, industryCrumb, { label: "Industria láctea" }],
  article: true,
  hero: {
    eyebrow: "Industria",
    title: "Soluciones de higiene para la industria láctea",
    lead: "De la recepción de leche a la envasadora, cada equipo limpio y cada registro en orden. Trabajamos con tu planta para que la calidad no dependa de la suerte.",
    image: industryImage,
    imageAlt: industryAlt,
    actions: [{ kind: "contact", label: "Consultar un especialista", topic: "Industria láctea" }],
  },
  blocks: [
    {
      kind: "features",
      id: "desafios",
      title: "Los desafíos de una planta láctea",
      columns: 2,
      items: [
        {
          title: "Contaminación microbiana",
          body: "Bacterias termodúricas, psicrótrofas y esporuladas que sobreviven en el biofilm de tanques, juntas y tuberías y acortan la vida útil.",
        },
        {
          title: "Cumplimiento normativo",
          body: "Habilitaciones, auditorías de clientes y mercados de exportación que piden procedimientos validados y registros completos.",
        },
      ],
    },
    {
      kind: "steps",
      id: "enfoque",
      eyebrow: "Nuestro enfoque",
      title: "Un enfoque en cuatro partes",
      steps: [
        {
          title: "Diagnóstico",
          body: "Relevamos circuitos CIP, superficies abiertas, agua y registros para encontrar los puntos críticos.",
        },
        {
          title: "Programa a medida",
          body: "Elegimos detergentes alcalinos, ácidos y desinfectantes según tu agua, tus equipos y tus suciedades.",
        },
        { title: "Implementación", body: "Ajustamos concentraciones, temperaturas y tiempos en planta y capacitamos a tu equipo." },
        { title: "Verificación", body: "Medimos resultados con hisopados y monitoreo, y ajustamos el programa con datos." },
      ],
    },
    {
      kind: "benefits",
      id: "tecnologia",
      title: "Tecnología avanzada",
      items: [
        "Detergentes de baja espuma para circuitos CIP de alta velocidad.",
        "Desinfectantes sin enjuague aptos para contacto con alimentos.",
        "Detección de biofilm en superficies y circuitos cerrados.",
        "Dosificación automática y control de concentración en línea.",
        "Monitoreo digital de agua y de parámetros de limpieza.",
      ],
    },
    {
      kind: "features",
      id: "casos",
      title: "Casos de éxito",
      columns: 3,
      items: [
        {
          title: "Vida útil recuperada",
          body: "Una planta de leche fluida con recuentos altos en el envasado corrigió su CIP y volvió a cumplir la vida útil comprometida.",
        },
        {
          title: "Menos tiempo de parada",
          body: "Una quesería ajustó temperaturas y secuencias del CIP y ganó horas de producción por semana.",
        },
        {
          title: "Auditoría aprobada",
          body: "Un secadero de leche ordenó procedimientos y registros de limpieza y aprobó la auditoría de su cliente de exportación.",
        },
      ],
    },
    {
      kind: "benefits",
      id: "mision",
      title: "Nuestra misión",
      items: [
        "Que cada planta láctea de la región produzca alimentos inocuos con procesos de limpieza eficientes, medibles y seguros para su gente y el ambiente.",
      ],
    },
    {
      kind: "cta",
      title: "Pedí un diagnóstico de tu planta",
      body: "Un especialista en industria láctea revisa tus circuitos y te propone mejoras concretas.",
      actions: [{ kind: "chat", label: "Contactar", message: "Hola, quisiera un diagnóstico de higiene para una planta láctea." }],
    },
  ],
};

export const biofilm: SectorPage = {
  path: "/biofilm",
  metaTitle: "Control de biofilm",
  description:
    "Detección y remoción de biofilm en la industria alimentaria: superficies abiertas, circuitos CIP y tratamientos especializados con 4 a 6 horas de parada.",
  breadcrumb: [homeCrumb, industryCrumb, { label: "Biofilm" }],
  hero: {
    eyebrow: "Industria",
    title: "Detección y control de biofilm",
    lead: "El biofilm es la razón más común de que una planta limpia siga teniendo recuentos altos. Lo encontramos, lo sacamos y te ayudamos a que no vuelva.",
    image: industryImage,
    imageAlt: industryAlt,
    actions: [{ kind: "chat", label: "Contactar", message: "Hola, quisiera información sobre detección y control de biofilm." }],
  },
  blocks: [
    {
      kind: "features",
      id: "que-es",
      title: "Qué es el biofilm",
      lead: "Una comunidad de microorganismos pegada a una superficie y protegida por una matriz que ellos mismos fabrican. Esa matriz los vuelve hasta mil veces más resistentes a los desinfectantes.",
      columns: 3,
      items: [
        { title: "Bacterias patógenas", body: "Listeria, Salmonella y E. coli se refugian en el biofilm de juntas, drenajes y cintas." },
        { title: "Bacterias de deterioro", body: "Pseudomonas y esporulados acortan la vida útil de la leche, la carne y sus derivados." },
        { title: "Levaduras y hongos", body: "Aparecen en zonas húmedas y frías y contaminan producto terminado y envases." },
      ],
    },
    {
      kind: "features",
      id: "servicios",
      eyebrow: "Servicios",
      title: "Tres servicios para terminar con el biofilm",
      columns: 3,
      items: [
        {
          title: "Detección en superficies abiertas",
          body: "Revelamos el biofilm en mesas, cintas, paredes y equipos con un indicador que lo marca a simple vista.",
        },
        {
          title: "Detección y remoción en circuitos cerrados CIP",
          body: "Verificamos tanques, tuberías e intercambiadores y removemos el biofilm con una secuencia química específica. La parada entre circuitos es de 4 a 6 horas.",
        },
        {
          title: "Tratamiento especializado",
          body: "Un programa para los puntos que vuelven a contaminarse, con productos enzimáticos y oxidantes y verificación posterior.",
        },
      ],
    },
    {
      kind: "benefits",
      id: "parada",
      title: "Planificá la intervención",
      items: [
        "Tiempo de parada entre circuitos: 4-6 horas.",
        "Trabajamos en tu ventana de mantenimiento, circuito por circuito.",
        "Entregamos informe con fotos, hallazgos y recomendaciones.",
      ],
    },
    {
      kind: "cta",
      title: "¿Recuentos altos sin explicación?",
      body: "Escribinos y coordinamos una detección de biofilm en tu planta.",
      actions: [{ kind: "chat", label: "Contactar", message: "Hola, quisiera coordinar una detección de biofilm en mi planta." }],
    },
  ],
};

export const industrialWater: SectorPage = {
  path: "/tratamiento-monitoreo-agua",
  metaTitle: "Tratamiento y monitoreo de agua industrial",
  description:
    "Gestión del agua industrial: calderas, ósmosis inversa, torres de enfriamiento y potabilización, con productos, equipos y monitoreo digital.",
  breadcrumb: [homeCrumb, industryCrumb, { label: "Tratamiento y monitoreo de agua" }],
  hero: {
    eyebrow: "Industria",
    title: "Tratamiento y monitoreo de agua para la industria",
    lead: "El agua toca tu producto, tus equipos y tu factura de energía. La tratamos y la medimos para que cada uso tenga la calidad que necesita.",
    image: industryImage,
    imageAlt: industryAlt,
    actions: [{ kind: "contact", label: "Contactar Especialista", topic: "Tratamiento de agua industrial" }],
  },
  blocks: [
    {
      kind: "benefits",
      id: "por-que",
      title: "Por qué importa",
      items: [
        "Las incrustaciones en calderas e intercambiadores aumentan el consumo de combustible.",
        "La corrosión acorta la vida de cañerías y equipos.",
        "El agua contaminada compromete la inocuidad del producto.",
        "Los efluentes y la reutilización tienen cada vez más control ambiental.",
      ],
    },
    {
      kind: "features",
      id: "pilares",
      title: "Tres pilares",
      columns: 3,
      items: [
        { title: "Productos", body: "Químicos para tratar, proteger y desinfectar el agua en cada etapa." },
        { title: "Equipos", body: "Dosificadores, filtros y sistemas de medición instalados en tu planta." },
        { title: "Servicio", body: "Análisis, visitas técnicas y monitoreo digital con alertas." },
      ],
    },
    {
      kind: "benefits",
      id: "lineas",
      title: "Líneas de productos",
      items: [
        "Antiincrustantes y dispersantes.",
        "Inhibidores de corrosión.",
        "Secuestrantes de oxígeno para calderas.",
        "Biocidas y desinfectantes para agua de proceso.",
        "Limpiadores de membranas de ósmosis inversa.",
      ],
    },
    {
      kind: "benefits",
      id: "equipamiento",
      title: "Equipamiento",
      items: [
        "Bombas dosificadoras proporcionales al caudal.",
        "Analizadores de cloro, pH y conductividad en línea.",
        "Equipos de filtración y ablandamiento.",
      ],
    },
    {
      kind: "benefits",
      id: "digital",
      title: "Servicios digitales",
      items: [
        "Monitoreo remoto de parámetros del agua en tiempo real.",
        "Alertas cuando un valor sale de rango.",
        "Informes periódicos para auditorías y gestión ambiental.",
      ],
    },
    {
      kind: "features",
      id: "aplicaciones",
      title: "Aplicaciones especializadas",
      columns: 4,
      items: [
        { title: "Calderas", body: "Agua de alimentación y condensado sin incrustaciones ni corrosión." },
        { title: "Ósmosis inversa", body: "Pretratamiento, antiincrustantes y limpieza de membranas." },
        { title: "Torres de enfriamiento", body: "Control de incrustación, corrosión y Legionella." },
        { title: "Potabilización", body: "Agua segura para consumo humano y para contacto con alimentos." },
      ],
    },
    {
      kind: "benefits",
      id: "por-que-elegirnos",
      title: "Por qué elegirnos",
      items: [
        "Un solo proveedor para productos, equipos y servicio.",
        "Especialistas que conocen la industria alimentaria.",
        "Decisiones basadas en análisis y datos medidos.",
        "Soporte cercano desde Montevideo.",
      ],
    },
    {
      kind: "cta",
      title: "Hablá con un especialista en agua",
      body: "Contanos qué usos de agua tiene tu planta y te proponemos un plan de tratamiento y monitoreo.",
      actions: [{ kind: "contact", label: "Contactar Especialista", topic: "Tratamiento de agua industrial" }],
    },
  ],
};
