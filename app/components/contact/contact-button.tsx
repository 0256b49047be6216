import { SpecialistsDialog } from "./specialists-dialog";

export interface ContactButtonProps {
  /** Text of the button: 'Consultar', 'Más información', 'Solicitar Cotización', … */
  label: string;
  /** Completes the label for screen readers and search engines when it says too little alone. */
  hiddenDetail?: string;
  /** What the visitor asks about (a product or service name), for the enquiry's context. */
  topic?: string;
  className?: string;
}

/**
 * The one entry point for every "contact us" button of the site (product cards, product pages,
 * sector pages). It opens the contact modal: the specialists, each a chat or a call away, and the
 * contact form, whose message carries the topic. Before the scripts run it is a link to /contacto
 * with the form pre-filled with the topic.
 */
export function ContactButton({ label, hiddenDetail, topic, className }: ContactButtonProps) {
  return <SpecialistsDialog label={label} hiddenDetail={hiddenDetail} topic={topic} className={className} />;
}
