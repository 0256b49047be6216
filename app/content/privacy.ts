import { QUOTE_LIMITS } from "~/lib/quote-list";

// Copy of /privacidad: what the site keeps about a visitor and why. Keep it true to the code: the
// contact function (app/.server/leads/), the statistics (docs/decisions/019-cookieless-analytics.md),
// the «Mi consulta» cookie (app/.server/quotes/cookie.ts) and the staff's session.

export const privacyCopy = {
  title: "Privacidad",
  description: "Qué datos guardamos cuando nos escribís o armás una consulta, para qué los usamos y qué cookies usa el sitio.",
  lead: (company: string) =>
    `En ${company} guardamos solo lo necesario para responderte. Acá te contamos qué datos quedan en nuestro servidor, para qué los usamos y qué cookies usa este sitio.`,
  sections: [
    {
      id: "formularios",
      title: "Cuando nos escribís",
      paragraphs: [
        "Los formularios de contacto y «Mi consulta» nos envían tu nombre, tu email, y si los completás tu teléfono, tu empresa y tu mensaje, junto con la página desde la que escribiste y los productos que elegiste. Los guardamos en nuestro servidor para que un especialista te responda y pueda hacer el seguimiento de tu pedido.",
        "Te enviamos un email de confirmación y avisamos por email a nuestro equipo de ventas. No usamos tus datos para publicidad ni los compartimos con otras empresas.",
        "También registramos la dirección de internet desde la que se envió el formulario, solo para frenar envíos automáticos y abusos.",
      ],
    },
    {
      id: "estadisticas",
      title: "Estadísticas sin cookies",
      paragraphs: [
        "Contamos las visitas al sitio con nuestras propias estadísticas, sin cookies y sin servicios de terceros: no guardamos nada en tu navegador ni tu dirección de internet, y lo que registramos deja de poder asociarse a una persona al terminar el día.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      paragraphs: [
        `«Mi consulta» usa una cookie llamada mi_consulta, estrictamente necesaria: guarda solo un número al azar que identifica tu lista en nuestro servidor, nada más. Dura ${QUOTE_LIMITS.days} días desde el último cambio que hagas en la lista; si no la tocás en ese tiempo, borramos la lista. Cuando la enviás, la lista pasa a ser tu consulta y la cookie se borra. No la lee ningún tercero.`,
        "Después de algunas acciones, una cookie de un minuto guarda el aviso que ves en la página siguiente (por ejemplo, «Agregado a tu consulta»).",
        "Las personas de nuestro equipo que ingresan al panel de administración usan una cookie de sesión. Si visitás el sitio como cliente no la recibís.",
        "No usamos cookies de publicidad ni de seguimiento, por eso no te pedimos consentimiento.",
      ],
    },
  ],
  contactTitle: "Tus datos, tus decisiones",
  contactBody: "Si querés saber qué datos tenemos tuyos, corregirlos o que los borremos, escribinos a",
  contactOr: "o desde la",
  contactPage: "página de contacto",
} as const;
