import type { ReactNode } from 'react';
import { Typography } from './static-antd/typography.tsx';

interface PageContainerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons shown beside the title (below it on narrow screens). */
  extra?: ReactNode;
  children?: ReactNode;
  /** 'narrow' for reading pages (legal), 'wide' for app screens. */
  width?: 'narrow' | 'wide';
}

/** The one page frame every screen uses, so titles and spacing stay consistent. */
export function PageContainer({ title, subtitle, extra, children, width = 'wide' }: PageContainerProps) {
  return (
    <div className={`hh-page hh-page--${width}`}>
      <header className="hh-page__header">
        <div className="hh-page__titles">
          <Typography.Title level={1} className="hh-page__title">
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" className="hh-page__subtitle">
              {subtitle}
            </Typography.Paragraph>
          )}
        </div>
        {extra && <div className="hh-page__extra">{extra}</div>}
      </header>
      {children}
    </div>
  );
}
