import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { ScrollToHash } from './scroll-to-hash.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import './auth-layout.css';

/** Focused frame for sign-in, password and verification screens: logo, way home, theme. */
export function AuthLayout() {
  return (
    <div className="hh-auth-layout">
      <ScrollToHash />
      <header className="hh-auth-layout__bar">
        <BrandLogo />
        <div className="hh-auth-layout__actions">
          <Link to="/" className="hh-auth-layout__home">
            <ArrowLeftOutlined aria-hidden="true" /> Back to home
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="hh-auth-layout__main" id="main">
        <Outlet />
      </main>
      <footer className="hh-auth-layout__footer">
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms of Service</Link>
        <Link to="/cookies">Cookie Policy</Link>
      </footer>
    </div>
  );
}
