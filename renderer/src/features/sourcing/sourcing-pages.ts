/**
 * The sourcing pages in one chunk: they share most of their code (the API, forms, tags), and one lazy
 * entry instead of three keeps the route table every visitor downloads small.
 */
export { EditRfqPage, NewRfqPage } from './rfq-form-page.tsx';
export { RfqDetailsPage } from './rfq-details-page.tsx';
export { RfqsPage } from './rfqs-page.tsx';
