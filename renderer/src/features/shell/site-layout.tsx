import { Outlet } from 'react-router';
import { ScrollToHash } from './scroll-to-hash.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './site-layout.css';

/** Public pages: sticky header, content, footer. */
export function SiteLayout() {
  return (
    <div className="hh-site">
      <ScrollToHash />
      <SiteHeader />
      <main className="hh-site__main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
