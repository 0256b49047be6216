import { Outlet } from "react-router";
import { SiteFrame } from "~/components/layout/site-frame";

// The public wing's layout route (app/routes.ts): every public page, and the staff's sign-in pages,
// inside the site's frame. It loads nothing: the frame draws the company's facts from the root. A
// page's own error (a product that does not exist, the database out) reaches the root's error
// boundary, which draws the same frame around the error page.

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
