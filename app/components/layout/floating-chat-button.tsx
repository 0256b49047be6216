import { companyChatLink } from "~/lib/chat-links";
import { useSite } from "~/lib/site-facts";

// Inside a complementary landmark of its own (axe's "region" rule: all content sits in a landmark,
// so a screen reader's landmark list reaches it). The <aside> takes no room: the link is fixed.
export function FloatingChatButton() {
  const site = useSite();
  return (
    <aside aria-label="Chat por WhatsApp">
      <a
        href={companyChatLink(site)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escribinos por WhatsApp (abre en una pestaña nueva)"
        className="fixed right-4 bottom-4 z-50 flex size-14 items-center justify-center rounded-full bg-[#1c7a43] text-white shadow-lg ring-4 ring-white/70 transition-transform hover:scale-105 motion-reduce:hover:scale-100"
      >
        <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" fill="currentColor">
          <path d="M16 3C9 3 3.3 8.6 3.3 15.6c0 2.4.7 4.7 1.9 6.6L3 29l7-2.1c1.8 1 3.9 1.5 6 1.5 7 0 12.7-5.6 12.7-12.6S23 3 16 3zm0 23c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-4.1 1.2 1.2-4-.3-.4a10.4 10.4 0 0 1-1.6-5.5C5.4 9.9 10.1 5.3 16 5.3s10.6 4.6 10.6 10.3S21.9 26 16 26zm5.8-7.7c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.6 8.6 0 0 1-4.3-3.7c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4s-1.2 1.1-1.2 2.7 1.2 3.2 1.4 3.4 2.4 3.6 5.8 5c2.1.9 3 1 4 .8.7-.1 1.9-.8 2.2-1.5s.3-1.3.2-1.5-.3-.2-.7-.4z" />
        </svg>
      </a>
    </aside>
  );
}
