import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { articles } from "../db/schema";
import { SCRUBBER_ARTICLE_SLUG } from "./constants";
import { sanitizeArticleHtml } from "./sanitize";

// Demo articles of a new site (ARCHITECTURE 'Run contract'): four published, one draft. Their
// covers are drawn by scripts/build-news-covers.ts into public/images/news/.

type SeedArticle = Omit<typeof articles.$inferInsert, "id">;

const cover = (slug: string) => `/images/news/${slug}.webp`;

export const seedArticles: readonly SeedArticle[] = [
  {
    title: "SaniCleanse Air: limpieza, desinfección y secado de pezones en un solo paso",
    slug: SCRUBBER_ARTICLE_SLUG,
    excerpt:
      "El scrubber SaniCleanse Air prepara cada pezón antes del ordeñe con cepillos, solución desinfectante y aire. Te contamos cómo funciona y qué cambia en la rutina del tambo.",
    authorName: "Equipo técnico de tambo",
    tags: ["tambo", "preparación de ubre", "mastitis", "SCRUBBER"],
    publishedAt: new Date("2026-11-10T12:00:00Z"),
    content: `<p>La preparación de la ubre es el paso que más influye en la calidad de la leche y en la salud de la vaca, y también el que más se saltea cuando el ordeñe se atrasa. El sistema <strong>SaniCleanse Air</strong> hace ese trabajo de forma pareja en cada animal: limpia, desinfecta y seca el pezón en pocos segundos, sin toallas.</p>
<h2>Cómo funciona</h2>
<ol>
<li>El operario acerca el cabezal al pezón y aprieta el gatillo.</li>
<li>Dos cepillos giratorios limpian la piel mientras se aplica la solución desinfectante.</li>
<li>Una corriente de aire seca el pezón y retira el exceso de producto antes de colocar la pezonera.</li>
</ol>
<p>Los cepillos se desinfectan entre vaca y vaca, así que no se traslada suciedad ni bacterias de un animal al siguiente.</p>
<h2>Qué cambia en el tambo</h2>
<ul>
<li><strong>Menos mastitis ambiental:</strong> el pezón llega limpio y seco a la pezonera.</li>
<li><strong>Rutina más rápida y constante:</strong> el mismo tiempo de contacto en todas las vacas, con cualquier operario.</li>
<li><strong>Mejor bajada de la leche:</strong> el cepillado estimula el pezón antes de ordeñar.</li>
<li><strong>Sin toallas:</strong> menos insumos y menos residuos en la sala.</li>
</ul>
<h2>Qué solución usar</h2>
<p>El sistema trabaja con desinfectantes de pre-dipping compatibles. Te ayudamos a elegir el producto y la dilución según el tamaño del rodeo, la calidad del agua y los recuentos de células somáticas de tu tambo.</p>
<blockquote>¿Querés ver el equipo funcionando? Coordinamos una demostración en tu sala de ordeñe.</blockquote>`,
  },
  {
    title: "Cómo elegir la red para enfardar según tu forraje",
    slug: "como-elegir-la-red-para-enfardar",
    excerpt:
      "Ancho, largo del rollo, elongación y vueltas por fardo: una guía práctica para elegir la red que mejor cubre tus rollos de pastura, alfalfa o paja.",
    authorName: "Área de conservación de forrajes",
    tags: ["forraje", "redes para enfardar", "enfardado"],
    publishedAt: new Date("2026-10-28T13:00:00Z"),
    content: `<p>La red es una parte chica del costo del fardo, pero de ella depende que el rollo llegue entero al invierno. Antes de comprar, conviene mirar cuatro datos.</p>
<h2>1. Ancho de la red</h2>
<p>Elegí una red que cubra el fardo de borde a borde. Una red más ancha que la cámara de la enfardadora (<em>edge to edge</em>) evita que los bordes se deshagan al mover los rollos.</p>
<h2>2. Metros por bobina</h2>
<p>Las bobinas más largas reducen las paradas para cambiar el rollo en plena cosecha. Calculá los metros que necesitás por fardo y por jornada.</p>
<h2>3. Elongación y resistencia</h2>
<p>Una red con buena elongación se estira sin romperse y mantiene el fardo compacto. Con forrajes pesados, como la alfalfa, pedí una red de mayor resistencia.</p>
<h2>4. Vueltas por fardo</h2>
<table>
<thead><tr><th scope="col">Forraje</th><th scope="col">Vueltas recomendadas</th></tr></thead>
<tbody>
<tr><td>Paja y rastrojo</td><td>2 a 2,5</td></tr>
<tr><td>Pastura seca</td><td>2,5 a 3</td></tr>
<tr><td>Alfalfa y fardos pesados</td><td>3 a 4</td></tr>
</tbody>
</table>
<p>¿Tenés dudas con tu enfardadora? Consultanos y te recomendamos la red justa para tu equipo.</p>`,
  },
  {
    title: "Agua de bebida en aves: cloración y monitoreo para un lote parejo",
    slug: "agua-de-bebida-en-aves",
    excerpt:
      "Un ave toma casi el doble de agua de lo que come. Por qué conviene clorar y controlar el agua de bebida todos los días, y cómo hacerlo sin complicarte.",
    authorName: "Equipo de aves y cerdos",
    tags: ["aves", "tratamiento de agua", "bioseguridad"],
    publishedAt: new Date("2026-10-14T12:30:00Z"),
    content: `<p>El agua es el nutriente que más consumen las aves y también una vía directa de entrada de bacterias al galpón. Un agua limpia y bien clorada se nota en el consumo, en la uniformidad del lote y en el uso de medicamentos.</p>
<h2>Lo que hay que controlar</h2>
<ul>
<li><strong>Cloro libre</strong> al final de la línea de bebederos, no solo en el tanque.</li>
<li><strong>pH</strong> del agua: con pH alto el cloro pierde eficacia.</li>
<li><strong>Biofilm</strong> en cañerías y niples, sobre todo entre lotes.</li>
</ul>
<h2>Una rutina simple</h2>
<ol>
<li>Entre lotes, limpiá las líneas con un producto que remueva el biofilm y enjuagá bien.</li>
<li>Durante la crianza, dosificá el desinfectante en forma continua con un dosificador proporcional.</li>
<li>Medí cloro y pH todos los días en el último bebedero y anotá los valores.</li>
</ol>
<p>Las pastillas efervescentes de cloro orgánico son una opción práctica para tanques y bebederos sin dosificador. Te asesoramos para armar el plan según el origen del agua de tu establecimiento.</p>`,
  },
  {
    title: "Pre-dipping: cinco hábitos de ordeñe que bajan las células somáticas",
    slug: "pre-dipping-habitos-de-ordene",
    excerpt:
      "La mastitis se previene en la rutina de todos los días. Cinco hábitos de pre y post dipping que podés aplicar desde el próximo ordeñe.",
    authorName: "Equipo técnico de tambo",
    tags: ["tambo", "pre-dipping", "post-dipping", "calidad de leche"],
    publishedAt: new Date("2026-09-30T12:00:00Z"),
    content: `<p>Los recuentos de células somáticas altos casi siempre tienen detrás detalles de la rutina de ordeñe. Estos cinco hábitos hacen la diferencia:</p>
<ol>
<li><strong>Despunte antes de todo:</strong> los primeros chorros muestran si hay mastitis clínica y estimulan la bajada de la leche.</li>
<li><strong>Cubrí todo el pezón con el pre-dipping</strong> y respetá el tiempo de contacto que indica la etiqueta, en general 30 segundos.</li>
<li><strong>Secá con una toalla por vaca</strong> o con un sistema de aire: el pezón húmedo arrastra bacterias a la pezonera.</li>
<li><strong>Post-dipping apenas sale la pezonera,</strong> cuando el esfínter del pezón todavía está abierto.</li>
<li><strong>Guantes y manos limpias</strong> durante todo el ordeñe.</li>
</ol>
<p>Elegí productos con agentes emolientes para cuidar la piel del pezón, sobre todo en invierno. Si querés revisar tu rutina, un especialista puede acompañarte en un ordeñe y proponerte ajustes.</p>`,
  },
  {
    title: "Jornada técnica de ensilaje: fechas e inscripciones",
    slug: "jornada-tecnica-de-ensilaje",
    excerpt:
      "Una mañana a campo para ver de cerca la confección de silo bolsa y silo puente, con inoculantes y capas de última generación.",
    authorName: "Área de conservación de forrajes",
    tags: ["ensilaje", "inoculantes", "jornada"],
    isPublished: false,
    publishedAt: null,
    content: `<p>Estamos organizando una jornada a campo sobre confección de silos. Vamos a mostrar cómo elegir el inoculante según el cultivo, cómo tapar el silo puente con capas de doble barrera y cómo medir la calidad del ensilaje al abrirlo.</p>
<p>En cuanto confirmemos el establecimiento y la fecha, publicamos el formulario de inscripción.</p>`,
  },
].map((article) => ({
  isPublished: true,
  // A demo article reads as written on its publication day, not "updated" on the day the site was installed.
  ...(article.publishedAt ? { createdAt: article.publishedAt, updatedAt: article.publishedAt } : {}),
  ...article,
  content: sanitizeArticleHtml(article.content),
  coverImageUrl: cover(article.slug),
}));

/** Inserts the demo articles when there are no articles at all (in the demo seed's transaction, app/.server/db/seed.ts). */
export async function insertDemoArticles(tx: Database): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(articles);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = await tx
    .insert(articles)
    .values([...seedArticles])
    .onConflictDoNothing({ target: articles.slug })
    .returning({ id: articles.id });
  return rows.length;
}
