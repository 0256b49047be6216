import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { footerLinks, navGroups } from "~/content/navigation";
import { useSite } from "~/lib/site-facts";
import { telLink } from "~/lib/chat-links";

export function SiteFooter() {
  const site = useSite();
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Con {site.yearsOfExperience} de experiencia, acercamos al tambo, al campo y a la industria de América Latina las soluciones de
            marcas líderes a nivel mundial, con asesoramiento técnico desde Montevideo.
          </p>
        </div>
        <nav aria-label="Enlaces del pie">
          <h2 className="text-sm font-semibold tracking-wide text-straw-300 uppercase">Navegación</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-straw-300 uppercase">Soluciones</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {navGroups.map((group) => (
              <li key={group.to}>
                <Link to={group.to} className="hover:text-white hover:underline">
                  {group.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/aves-cerdos" className="hover:text-white hover:underline">
                Aves y Cerdos
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-straw-300 uppercase">Oficina Montevideo</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {site.mapUrl ? (
                <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                  {site.address.street}, {site.address.city}, {site.address.country}
                  <span className="sr-only"> (ver en el mapa, abre en una pestaña nueva)</span>
                </a>
              ) : (
                <>
                  {site.address.street}, {site.address.city}, {site.address.country}
                </>
              )}
            </p>
            <p>
              <a href={telLink(site.phone.e164)} className="flex gap-2 hover:text-white hover:underline">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {site.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className="flex gap-2 hover:text-white hover:underline">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {site.email}
              </a>
            </p>
            <p>{site.officeHours}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-sm">
          <p>
            © {site.copyrightYear} {site.legalName.replace(/\.$/, "")}. Todos los derechos reservados.
          </p>
          <Link to="/privacidad" className="hover:text-white hover:underline">
            Privacidad
          </Link>
        </div>
      </div>
    </footer>
  );
}
