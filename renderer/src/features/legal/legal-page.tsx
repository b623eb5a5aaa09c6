import { Anchor, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageContainer } from '../../ui/page-container.tsx';
import './legal.css';

/** Every policy was last updated on this date. */
export const LEGAL_LAST_UPDATED = 'April 7, 2025';
/** Not in the spec: one published address for legal and privacy questions. */
export const LEGAL_CONTACT_EMAIL = 'legal@hardwarehub.com';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Shared frame of the policy pages: title, date, a contents list and the sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro?: ReactNode; sections: LegalSection[] }) {
  return (
    <PageContainer title={title} subtitle={`Last updated ${LEGAL_LAST_UPDATED}`} width="narrow">
      <div className="hh-legal">
        <aside className="hh-legal__toc" aria-label="Contents">
          <Anchor
            offsetTop={88}
            items={sections.map((section) => ({ key: section.id, href: `#${section.id}`, title: section.title }))}
            replace
          />
        </aside>
        <article className="hh-legal__body">
          {intro}
          {sections.map((section) => (
            <section key={section.id} id={section.id} className="hh-legal__section hh-anchor">
              <Typography.Title level={2}>{section.title}</Typography.Title>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </PageContainer>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography.Paragraph>{children}</Typography.Paragraph>;
}

export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className="hh-legal__list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
