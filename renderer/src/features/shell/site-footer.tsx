import { GithubOutlined, LinkedinOutlined, XOutlined, YoutubeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import './site-layout.css';

const PLATFORM_LINKS = [
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Benefits', to: '/#benefits' },
  { label: 'Enterprise Solutions', to: '/enterprise' },
];
const COMPANY_LINKS = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Support', to: '/support' },
];
const RESOURCE_LINKS = [
  { label: 'Resources', to: '/resources' },
  { label: 'Blog', to: '/blog' },
  { label: 'Events', to: '/events' },
  { label: 'Marketplace', to: '/marketplace' },
];
const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
];
// The company's social accounts are not in the spec; these point at the networks until marketing supplies handles.
const SOCIAL_LINKS = [
  { label: 'HardwareHub on LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedinOutlined /> },
  { label: 'HardwareHub on X', href: 'https://x.com/', icon: <XOutlined /> },
  { label: 'HardwareHub on YouTube', href: 'https://www.youtube.com/', icon: <YoutubeOutlined /> },
  { label: 'HardwareHub on GitHub', href: 'https://github.com/', icon: <GithubOutlined /> },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav className="hh-footer__column" aria-label={title}>
      <h2 className="hh-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site footer. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="hh-footer">
      <div className="hh-footer__inner">
        <div className="hh-footer__brand">
          <BrandLogo inverted />
          <p className="hh-footer__tagline">
            Connecting hardware entrepreneurs with the manufacturers, suppliers, designers, IP attorneys and investors they need to bring products to market.
          </p>
          <ul className="hh-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Platform" links={PLATFORM_LINKS} />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
        <LinkColumn title="Resources" links={RESOURCE_LINKS} />
      </div>
      <div className="hh-footer__bottom">
        <p>© {year} HardwareHub. All rights reserved.</p>
        <ul className="hh-footer__legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
