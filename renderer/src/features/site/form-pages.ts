/** The two pages with the team's forms (Formik and antd's form controls), in one chunk. */
export { ContactPage } from './contact-page.tsx';
export { EnterprisePage } from './enterprise-page.tsx';
