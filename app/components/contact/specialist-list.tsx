import { MessageCircle, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { specialistChatLink, telLink } from "~/lib/chat-links";
import { cn } from "~/lib/cn";
import { trackEvent } from "~/lib/track-event";
import { useSite, useSpecialists } from "~/lib/site-facts";

/**
 * The specialists, each a chat or a call away: in the contact modal and in the specialists section
 * of /contacto, where the modal's triggers lead without JavaScript.
 */
export function SpecialistList({ className }: { className?: string }) {
  const specialists = useSpecialists();
  const site = useSite();
  return (
    <ul className={cn("space-y-4", className)}>
      {specialists.map((specialist) => (
        <li key={`${specialist.phone}-${specialist.name}`} className="rounded-xl border border-stone-200 bg-white p-4">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{specialist.area}</p>
          <h3 className="mt-1 text-lg font-semibold text-stone-900">{specialist.name}</h3>
          <p className="text-sm text-stone-600">{specialist.title}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a
                href={specialistChatLink(specialist, site.name)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => trackEvent({ name: "specialist_chat", properties: { specialist: specialist.area } })}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                WhatsApp
                <span className="sr-only">con {specialist.name} (abre en una pestaña nueva)</span>
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a
                href={telLink(specialist.phone)}
                onClick={() => trackEvent({ name: "specialist_phone", properties: { specialist: specialist.area } })}
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">Llamar a {specialist.name} al </span>
                {specialist.phone}
              </a>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
