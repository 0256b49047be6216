// Demo products a new site starts with (ARCHITECTURE 'Run contract'): a few for every category slug
// of docs/requirements.md §3, some featured, so each catalogue page shows real cards before the
// editors add their own. Images are the drawings of scripts/build-product-images.ts under
// public/images/products/. `ageDays` spreads created_at so "newest first" and the listing sort
// rules have something to order.

export interface DemoProduct {
  categorySlug: string;
  name: string;
  sku: string;
  shortDescription: string;
  description: string;
  /** null: price on request. */
  price: number | null;
  images: string[];
  features: string[];
  specifications: Record<string, string>;
  featured?: boolean;
  stock: number;
  ageDays: number;
}

const image = (file: string) => `/images/products/${file}.webp`;

export const demoProducts: DemoProduct[] = [
  // Baling nets: the TamaNet line is listed first on the page whatever its age
  // (docs/requirements.md §7).
  {
    categorySlug: "redes-enfardar",
    name: "Red TamaNet Edge to Edge 1,23 m x 3.000 m",
    sku: "RED-TN-E2E-3000",
    shortDescription: "Red de cobertura total: envuelve el fardo de borde a borde y lo mantiene firme hasta el comedero.",
    description:
      "La red TamaNet Edge to Edge se abre más allá del ancho de la cámara y cubre también los bordes del fardo, donde suele entrar el agua y se pierde forraje. Su tejido de polietileno de alta densidad con protección UV mantiene la forma del rollo en el traslado y el acopio a la intemperie. El rollo de 3.000 m alcanza para unos 1.000 fardos de heno con 2,5 vueltas.",
    price: 289,
    images: [image("red-tamanet-edge"), image("red-detalle")],
    features: [
      "Cobertura de borde a borde del fardo",
      "Rollo de 3.000 m: menos cambios en plena cosecha",
      "Franja de aviso de fin de rollo",
      "Estabilizada contra rayos UV",
    ],
    specifications: {
      Ancho: "1,23 m",
      Largo: "3.000 m",
      Material: "Polietileno de alta densidad",
      Color: "Azul",
      "Fardos por rollo": "Aprox. 1.000 (2,5 vueltas)",
    },
    featured: true,
    stock: 40,
    ageDays: 30,
  },
  {
    categorySlug: "redes-enfardar",
    name: "Red TamaNet Original 1,23 m x 2.000 m",
    sku: "RED-TN-ORI-2000",
    shortDescription: "La red de uso general para rotoenfardadoras: resistente, pareja y fácil de cargar.",
    description:
      "TamaNet Original es la red de referencia para fardos redondos de heno y pasturas. Se desenrolla de forma pareja, corta limpio en la cuchilla y mantiene la tensión en cada vuelta, lo que da fardos compactos que se apilan sin deformarse.",
    price: 189.5,
    images: [image("red-tamanet-original")],
    features: [
      "Apta para todas las rotoenfardadoras de cámara fija y variable",
      "Tensión pareja en todo el rollo",
      "Estabilizada contra rayos UV",
    ],
    specifications: { Ancho: "1,23 m", Largo: "2.000 m", Material: "Polietileno de alta densidad", Color: "Verde" },
    stock: 60,
    ageDays: 25,
  },
  {
    categorySlug: "redes-enfardar",
    name: "Red para enfardar estándar 1,23 m x 2.500 m",
    sku: "RED-EST-2500",
    shortDescription: "Red económica para heno seco y fardos que se consumen en la temporada.",
    description:
      "Una red de buena relación precio-rendimiento para fardos de heno seco que se usan dentro de la misma temporada. Su rollo de 2.500 m rinde cerca de 830 fardos con 2,5 vueltas.",
    price: 165,
    images: [image("red-estandar")],
    features: ["Rollo de 2.500 m", "Buena relación precio-rendimiento", "Color blanco"],
    specifications: { Ancho: "1,23 m", Largo: "2.500 m", Material: "Polietileno", Color: "Blanco" },
    stock: 35,
    ageDays: 5,
  },
  // Baling twine
  {
    categorySlug: "hilos-enfardar",
    name: "Hilo para fardos chicos 400 m/kg",
    sku: "HIL-FC-400",
    shortDescription: "Hilo de polipropileno para enfardadoras de fardos prismáticos chicos de heno y paja.",
    description:
      "Hilo de polipropileno con protección UV pensado para fardos prismáticos chicos. Su resistencia pareja evita cortes en el anudador y los nudos no se zafan al cargar y estibar. Se entrega en paquetes de dos bobinas de 5 kg.",
    price: 42,
    images: [image("hilo-fardos-chicos")],
    features: ["400 metros por kilo", "Protección UV", "Paquete de 2 bobinas de 5 kg"],
    specifications: { Rendimiento: "400 m/kg", "Resistencia al nudo": "85 kg", Presentación: "2 bobinas de 5 kg", Color: "Naranja" },
    stock: 120,
    ageDays: 20,
  },
  {
    categorySlug: "hilos-enfardar",
    name: "Hilo para megafardos 130 m/kg",
    sku: "HIL-MF-130",
    shortDescription: "Hilo de alta resistencia para enfardadoras de megafardos de alta densidad.",
    description:
      "Para las enfardadoras de megafardos que trabajan con alta presión de compactación. El hilo de 130 m/kg soporta las cargas de los anudadores dobles y mantiene el fardo cerrado durante el transporte en camión.",
    price: 58,
    images: [image("hilo-megafardos")],
    features: ["130 metros por kilo", "Para anudadores dobles", "Protección UV"],
    specifications: { Rendimiento: "130 m/kg", "Resistencia al nudo": "250 kg", Presentación: "2 bobinas de 11 kg", Color: "Azul" },
    stock: 80,
    ageDays: 12,
  },
  // Stretch films
  {
    categorySlug: "stretch-films",
    name: "Film para silo de fardo blanco 750 mm x 1.500 m",
    sku: "FIL-BL-750",
    shortDescription: "Film de 25 micras en 5 capas: sella el fardo sin aire y lo mantiene fresco bajo el sol.",
    description:
      "Film coextrudado de 5 capas y 25 micras para encintar fardos de silo y heno húmedo. El color blanco refleja la radiación solar y mantiene más baja la temperatura dentro del fardo, lo que ayuda a conservar la calidad en los veranos de Uruguay. Alta adherencia entre capas y gran resistencia a la perforación.",
    price: 118,
    images: [image("film-blanco")],
    features: [
      "5 capas coextrudadas, 25 µm",
      "Blanco: fardo más fresco en verano",
      "Alta resistencia a la perforación",
      "Protección UV de 12 meses",
    ],
    specifications: { Ancho: "750 mm", Largo: "1.500 m", Espesor: "25 µm", Preestirado: "70 %", Color: "Blanco" },
    featured: true,
    stock: 90,
    ageDays: 18,
  },
  {
    categorySlug: "stretch-films",
    name: "Film para silo de fardo verde 750 mm x 1.500 m",
    sku: "FIL-VE-750",
    shortDescription: "El mismo film de 5 capas en verde, para fardos que quedan a la vista cerca de la ruta o del casco.",
    description:
      "Film de 25 micras y 5 capas con las mismas prestaciones que el blanco, en color verde para integrarse al paisaje. Ideal para encintadoras de brazo o de mesa giratoria.",
    price: 118,
    images: [image("film-verde")],
    features: ["5 capas, 25 µm", "Color verde", "Compatible con encintadoras de 750 mm"],
    specifications: { Ancho: "750 mm", Largo: "1.500 m", Espesor: "25 µm", Color: "Verde" },
    stock: 50,
    ageDays: 14,
  },
  {
    categorySlug: "stretch-films",
    name: "Film para silo de fardo negro 500 mm x 1.800 m",
    sku: "FIL-NE-500",
    shortDescription: "Film de 500 mm para encintadoras chicas y fardos prismáticos.",
    description:
      "Rollo de 500 mm de ancho para encintadoras compactas. El color negro bloquea por completo la luz y es una opción económica para fardos que se consumen en pocos meses.",
    price: 96,
    images: [image("film-negro")],
    features: ["Rollo de 500 mm x 1.800 m", "Bloqueo total de luz", "Para encintadoras compactas"],
    specifications: { Ancho: "500 mm", Largo: "1.800 m", Espesor: "25 µm", Color: "Negro" },
    stock: 30,
    ageDays: 3,
  },
  // Silage covers: the O₂ barrier line is listed first on the page (docs/requirements.md §7).
  {
    categorySlug: "capas-ensilaje",
    name: "Film barrera de oxígeno O₂ 45 µm, 8 x 50 m",
    sku: "CAP-O2-8X50",
    shortDescription: "Película que se adhiere al forraje y frena el ingreso de aire en la capa superior del silo.",
    description:
      "Film de baja permeabilidad al oxígeno que se coloca directamente sobre el forraje, debajo de la lona de protección. Al quedar pegado al silo, reduce el calentamiento y los hongos de los primeros centímetros, donde se concentran las pérdidas de materia seca de un silo puente o bunker.",
    price: 210,
    images: [image("barrera-o2")],
    features: ["Barrera de oxígeno de alta eficacia", "Se adhiere al forraje", "Se usa debajo de la lona protectora"],
    specifications: { Medidas: "8 x 50 m", Espesor: "45 µm", Uso: "Silo puente y bunker" },
    featured: true,
    stock: 25,
    ageDays: 40,
  },
  {
    categorySlug: "capas-ensilaje",
    name: "Lona protectora para silo puente 150 µm, 12 x 50 m",
    sku: "CAP-LON-12X50",
    shortDescription: "Lona negra y blanca de 150 micras que protege el silo del sol, las aves y el granizo.",
    description:
      "Lona coextrudada de 150 micras con cara blanca hacia arriba, para reflejar el sol, y cara negra hacia el forraje. Se coloca sobre el film barrera y se fija con bolsas de arena en toda la superficie.",
    price: 340,
    images: [image("lona-silo")],
    features: ["150 µm de espesor", "Cara blanca exterior y negra interior", "Alta resistencia mecánica"],
    specifications: { Medidas: "12 x 50 m", Espesor: "150 µm", Colores: "Blanco / negro" },
    stock: 15,
    ageDays: 10,
  },
  {
    categorySlug: "capas-ensilaje",
    name: "Bolsas para arena para silo (paquete de 50)",
    sku: "CAP-BOL-50",
    shortDescription: "Bolsas de polipropileno tejido para mantener la lona pegada al silo sin romperla.",
    description:
      "Bolsas de polipropileno tejido con protección UV, de 30 x 90 cm, para llenar con arena o grava. Se colocan en hileras cada metro y en los bordes del silo para que el viento no levante la lona.",
    price: 65,
    images: [image("bolsas-arena")],
    features: ["Polipropileno tejido con protección UV", "Reutilizables varias temporadas", "Paquete de 50 unidades"],
    specifications: { Medidas: "30 x 90 cm", Presentación: "Paquete de 50 bolsas" },
    stock: 70,
    ageDays: 2,
  },
  // SCIO (two separate grids on the SCIO page)
  {
    categorySlug: "scio-nir",
    name: "SCIO NIR, sensor de bolsillo",
    sku: "SCIO-NIR",
    shortDescription: "Espectrómetro NIR de bolsillo que envía al celular materia seca y nutrientes del forraje.",
    description:
      "El SCIO NIR es un espectrómetro en el infrarrojo cercano del tamaño de un llavero. Se conecta al celular por Bluetooth y, con los modelos de calibración para forrajes, estima materia seca, proteína y fibra en segundos, sin enviar muestras al laboratorio.",
    price: null,
    images: [image("scio-nir")],
    features: ["Lectura en segundos desde el celular", "Conexión Bluetooth", "Historial de lecturas por lote"],
    specifications: { Tecnología: "Espectroscopía NIR", Conexión: "Bluetooth", Alimentación: "Batería recargable por USB" },
    stock: 5,
    ageDays: 8,
  },
  {
    categorySlug: "scio-nir",
    name: "Suscripción anual a modelos de forrajes SCIO",
    sku: "SCIO-SUB-12",
    shortDescription: "Acceso por 12 meses a los modelos de calibración para silo, heno, granos y ración.",
    description:
      "La suscripción habilita en la aplicación los modelos de calibración para silo de maíz, pasturas, heno y ración totalmente mezclada, con actualizaciones incluidas durante el año.",
    price: null,
    images: [image("scio-nir")],
    features: ["Modelos para silo, heno, granos y TMR", "Actualizaciones incluidas", "Lecturas ilimitadas"],
    specifications: { Duración: "12 meses", Modelos: "Silo de maíz, pasturas, heno, TMR" },
    stock: 0,
    ageDays: 7,
  },
  {
    categorySlug: "scio-cup",
    name: "SCIO CUP, analizador de forrajes",
    sku: "SCIO-CUP",
    shortDescription: "Escanea 1,4 L de muestra por lectura y muestra el resultado en 7 segundos.",
    description:
      "El SCIO CUP combina el sensor NIR con un recipiente que analiza 1,4 L de muestra en cada escaneo: la lectura representa el forraje picado o la ración mezclada, no un puñado. Del clic al resultado pasan 7 segundos, y cada análisis queda registrado en el celular con fecha y lote.",
    price: null,
    images: [image("scio-cup"), image("scio-nir")],
    features: [
      "1,4 L de muestra por escaneo",
      "Resultado en 7 segundos",
      "Materia seca, proteína, FDN, FDA y almidón",
      "Registro de cada análisis por lote",
    ],
    specifications: {
      "Volumen de muestra": "1,4 L",
      "Tiempo de lectura": "7 segundos",
      Tecnología: "Espectroscopía NIR",
      Conexión: "Bluetooth",
    },
    featured: true,
    stock: 4,
    ageDays: 9,
  },
  // Inoculants and drying accelerator
  {
    categorySlug: "inoculantes",
    name: "Inoculante liofilizado para silo de maíz y sorgo, 200 g",
    sku: "INO-MAIZ-200",
    shortDescription: "Bacterias ácido lácticas para una fermentación rápida y un silo estable al abrirlo.",
    description:
      "Inoculante de bacterias ácido lácticas liofilizadas para silo de planta entera de maíz y sorgo. Un frasco de 200 g trata hasta 100 toneladas de forraje fresco; se disuelve en agua y se aplica con el dosificador de la picadora.",
    price: null,
    images: [image("inoculante-maiz")],
    features: ["Trata hasta 100 t por frasco", "Mejora la estabilidad aeróbica", "Menor pérdida de materia seca"],
    specifications: { Presentación: "Frasco de 200 g", Dosis: "2 g por tonelada", Cultivos: "Maíz y sorgo" },
    stock: 40,
    ageDays: 16,
  },
  {
    categorySlug: "inoculantes",
    name: "Inoculante liofilizado para silo de pasturas y alfalfa, 200 g",
    sku: "INO-PAST-200",
    shortDescription: "Para forrajes con poco azúcar: asegura una caída rápida del pH en pasturas y alfalfa.",
    description:
      "Formulado para forrajes de baja concentración de azúcares y alta capacidad buffer, como la alfalfa y las praderas. Favorece una fermentación láctica rápida y reduce las pérdidas por efluentes y proteólisis.",
    price: null,
    images: [image("inoculante-pasturas")],
    features: ["Para alfalfa, praderas y verdeos", "Caída rápida del pH", "Menos proteólisis"],
    specifications: { Presentación: "Frasco de 200 g", Dosis: "2 g por tonelada", Cultivos: "Alfalfa y pasturas" },
    stock: 30,
    ageDays: 15,
  },
  {
    categorySlug: "acelerador-biologico",
    name: "Acelerador biológico de secado para heno, bidón 5 L",
    sku: "ACE-HENO-5",
    shortDescription: "Acorta el secado en el campo y protege el fardo de hongos y calentamiento.",
    description:
      "Acelerador biológico que se pulveriza al cortar o al hilerar. Ayuda a que el forraje pierda humedad de forma pareja, de modo que podés enfardar antes y con menos pérdida de hojas, con un heno de mejor color y aroma.",
    price: null,
    images: [image("acelerador-heno")],
    features: ["Menos horas de secado en el campo", "Menos pérdida de hojas", "Heno con mejor color y aroma"],
    specifications: { Presentación: "Bidón de 5 L", Aplicación: "Pulverizado al cortar o hilerar", Cultivos: "Alfalfa, praderas, moha" },
    stock: 20,
    ageDays: 11,
  },
  // Dairy: pre and post dipping, AMBIC, scrubber
  {
    categorySlug: "pre-post-dipping",
    name: "Pre dipping espumante con ácido láctico, bidón 20 L",
    sku: "DIP-PRE-20",
    shortDescription: "Espuma que limpia y desinfecta el pezón en 30 segundos antes de colocar la unidad de ordeñe.",
    description:
      "Pre dipping listo para usar a base de ácido láctico, con espumante para cubrir todo el pezón con poco producto. Remueve la suciedad y reduce la carga bacteriana antes del ordeñe, sin dejar residuos en la leche si se seca con toalla individual.",
    price: 74,
    images: [image("pre-dipping")],
    features: ["Acción en 30 segundos", "Espuma que cubre todo el pezón", "Listo para usar"],
    specifications: { Presentación: "Bidón de 20 L", "Principio activo": "Ácido láctico", Uso: "Pre ordeñe, sin diluir" },
    featured: true,
    stock: 55,
    ageDays: 6,
  },
  {
    categorySlug: "pre-post-dipping",
    name: "Post dipping con yodo 0,5 % y glicerina, bidón 20 L",
    sku: "DIP-POST-YOD-20",
    shortDescription: "Desinfecta el pezón después del ordeñe y cuida la piel con 10 % de glicerina.",
    description:
      "Post dipping yodado listo para usar, con 0,5 % de yodo disponible y glicerina como emoliente. Desinfecta el extremo del pezón mientras el canal sigue abierto y mantiene la piel suave, sin grietas.",
    price: 86,
    images: [image("post-dipping-yodo")],
    features: ["0,5 % de yodo disponible", "10 % de glicerina emoliente", "Color que permite controlar la aplicación"],
    specifications: { Presentación: "Bidón de 20 L", "Principio activo": "Yodo 0,5 %", Emoliente: "Glicerina 10 %" },
    stock: 60,
    ageDays: 4,
  },
  {
    categorySlug: "pre-post-dipping",
    name: "Sellador barrera post dipping, bidón 20 L",
    sku: "DIP-BAR-20",
    shortDescription: "Forma una película protectora sobre el pezón que dura entre ordeñes.",
    description:
      "Sellador de película que queda sobre el pezón hasta el ordeñe siguiente y protege contra los patógenos ambientales del piso y la cama. Recomendado en épocas de lluvia y barro.",
    price: 98,
    images: [image("sellador-barrera")],
    features: ["Película protectora entre ordeñes", "Contra mastitis ambientales", "Con emolientes"],
    specifications: { Presentación: "Bidón de 20 L", Tipo: "Sellador de barrera", Uso: "Post ordeñe, sin diluir" },
    stock: 25,
    ageDays: 1,
  },
  {
    categorySlug: "ambic",
    name: "Vaso aplicador de dipping AMBIC sin retorno",
    sku: "AMB-VASO-NR",
    shortDescription: "Vaso con válvula que evita que el producto usado vuelva al frasco.",
    description:
      "Vaso aplicador AMBIC para pre y post dipping con sistema antirretorno: el producto que toca el pezón no vuelve a la reserva, así cada vaca recibe producto limpio.",
    price: 24,
    images: [image("ambic-vaso")],
    features: ["Válvula antirretorno", "Frasco de 300 ml", "Apto para productos espumantes y líquidos"],
    specifications: { Marca: "AMBIC", Capacidad: "300 ml", Material: "Polietileno" },
    featured: true,
    stock: 100,
    ageDays: 13,
  },
  {
    categorySlug: "ambic",
    name: "Paleta para test de mastitis (CMT) AMBIC",
    sku: "AMB-CMT",
    shortDescription: "Paleta de cuatro pocillos para detectar mastitis subclínica por cuarto al pie de la vaca.",
    description:
      "Paleta de cuatro pocillos identificados para el California Mastitis Test. Permite comparar los cuatro cuartos de un vistazo y detectar mastitis subclínica antes de que afecte el recuento de células somáticas del tanque.",
    price: 18,
    images: [image("ambic-cmt")],
    features: ["Cuatro pocillos identificados", "Mango ergonómico", "Fácil de lavar"],
    specifications: { Marca: "AMBIC", Pocillos: "4", Uso: "California Mastitis Test" },
    stock: 80,
    ageDays: 12,
  },
  {
    categorySlug: "scrubber",
    name: "Sistema scrubber de pezones SaniCleanse Air",
    sku: "SCR-SANI-AIR",
    shortDescription: "Limpia, desinfecta y seca cada pezón en un solo paso antes del ordeñe.",
    description:
      "Equipo de preparación de pezones con cepillos rotativos que limpian, aplican solución desinfectante y secan con aire en una sola pasada. Estandariza la rutina de ordeñe, estimula la bajada de la leche y reduce el uso de toallas.",
    price: null,
    images: [image("scrubber-sanicleanse"), image("scrubber-cepillos")],
    features: ["Limpieza, desinfección y secado en un paso", "Estimula la bajada de la leche", "Rutina igual para cada vaca"],
    specifications: { Cepillos: "3 rotativos", Secado: "Por aire", Uso: "Pre ordeñe" },
    featured: true,
    stock: 3,
    ageDays: 22,
  },
  {
    categorySlug: "scrubber",
    name: "Juego de cepillos de repuesto para scrubber (3 unidades)",
    sku: "SCR-CEP-3",
    shortDescription: "Cepillos originales de reemplazo para mantener la eficacia de la limpieza.",
    description:
      "Juego de tres cepillos de repuesto para el scrubber de pezones. Se recomienda cambiarlos cada 6 meses en tambos de dos ordeñes diarios.",
    price: 95,
    images: [image("scrubber-cepillos")],
    features: ["Juego de 3 cepillos", "Cambio sin herramientas", "Recambio cada 6 meses"],
    specifications: { Presentación: "3 cepillos", "Vida útil": "6 meses con 2 ordeñes diarios" },
    stock: 12,
    ageDays: 21,
  },
];
